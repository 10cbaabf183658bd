import { Alert, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/api-error';
import { IconRefresh } from './detail-icons';
import classes from './refresh-banner.module.css';

type TRefreshBannerProps = {
  isRefreshing: boolean;
  progress: number;
  error: unknown;
  onDismissError: () => void;
};

/** While an old page is rewritten: what is happening and how far along it is. */
export function RefreshBanner({
  isRefreshing,
  progress,
  error,
  onDismissError,
}: TRefreshBannerProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('jobDetail.refresh.failedTitle')}
        withCloseButton
        onClose={onDismissError}
        closeButtonLabel={t('jobDetail.refresh.dismiss')}
      >
        {serverMessage(error) ?? t('jobDetail.refresh.failed')}
      </Alert>
    );
  }
  if (!isRefreshing) return null;
  return (
    <div className={classes.banner} role="status">
      <Group gap="sm" wrap="nowrap" mb={8}>
        <IconRefresh size={18} className={classes.icon} />
        <Text size="sm" fw={600} className={classes.text}>
          {t('jobDetail.refresh.running')}
        </Text>
        <Text size="sm" fw={700} className={classes.percent}>
          {progress}%
        </Text>
      </Group>
      <Progress
        value={progress}
        size="sm"
        radius="xl"
        animated
        aria-label={t('jobDetail.refresh.progressLabel')}
      />
    </div>
  );
}

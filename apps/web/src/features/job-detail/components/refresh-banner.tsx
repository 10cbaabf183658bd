import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconRefresh } from './detail-icons';
import classes from './refresh-banner.module.css';

/** While the server rewrites a page that is due: the page shown is the last one written. */
export function RefreshBanner({ isPending }: { isPending: boolean }) {
  const { t } = useTranslation();
  if (!isPending) return null;
  return (
    <div className={classes.banner} role="status">
      <Group gap="sm" wrap="nowrap">
        <IconRefresh size={18} className={classes.icon} />
        <Text size="sm" fw={600} className={classes.text}>
          {t('jobDetail.refresh.pending')}
        </Text>
      </Group>
    </div>
  );
}

import { Alert, Button, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../shared/ui/icons';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import classes from '../routes/job-detail-page.module.css';

export function JobDetailSkeleton() {
  return (
    <Container size="md" className={classes.page} aria-busy="true">
      <Stack gap="lg">
        <Skeleton height={30} width={90} radius="xl" />
        <Paper withBorder p="xl">
          <Skeleton height={18} width={180} mb="md" />
          <Skeleton height={38} width="70%" mb="lg" />
          <Skeleton height={14} width="50%" />
        </Paper>
        <Skeleton height={170} radius="lg" />
        <Skeleton height={260} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    </Container>
  );
}

export function JobNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.page}>
      <NotFoundPanel
        title={t('jobDetail.notFound.title')}
        line={t('jobDetail.notFound.line')}
        backTo="/jobs"
        backLabel={t('jobDetail.backToBoard')}
      />
    </Container>
  );
}

export function JobLoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string | null;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.page}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlert size={18} />}
        title={t('jobDetail.loadError')}
      >
        {message && (
          <Text size="sm" mb="sm">
            {message}
          </Text>
        )}
        <Button size="xs" color="red" variant="white" onClick={onRetry} loading={isRetrying}>
          {t('jobDetail.tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}

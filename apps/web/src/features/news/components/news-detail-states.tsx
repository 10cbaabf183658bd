import { Alert, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../shared/ui/icons';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import classes from '../routes/news-detail-page.module.css';

export function NewsDetailSkeleton() {
  return (
    <Container size="md" className={classes.page} aria-busy="true">
      <Stack gap="lg" data-testid="news-detail-skeleton">
        <Skeleton height={14} width={180} />
        <Skeleton height={30} width={90} radius="xl" />
        <Stack gap="sm">
          <Skeleton height={20} width={100} radius="sm" />
          <Skeleton height={38} width="85%" />
          <Skeleton height={38} width="55%" />
          <Group gap="sm" mt="xs">
            <Skeleton height={40} circle />
            <Skeleton height={14} width={220} />
          </Group>
        </Stack>
        <Skeleton className={classes.coverSkeleton} radius="lg" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    </Container>
  );
}

export function NewsNotFound() {
  const { t } = useTranslation('news');
  return (
    <Container size="sm" className={classes.page}>
      <NotFoundPanel
        title={t('detail.notFound.title')}
        line={t('detail.notFound.line')}
        backTo="/news"
        backLabel={t('detail.backToList')}
      />
    </Container>
  );
}

export function NewsLoadError({
  isNetworkError,
  onRetry,
  isRetrying,
}: {
  isNetworkError: boolean;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation('news');
  return (
    <Container size="sm" className={classes.page}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlert size={18} />}
        title={t('detail.loadError')}
      >
        {isNetworkError && (
          <Text size="sm" mb="sm">
            {t('detail.networkError')}
          </Text>
        )}
        <Button size="xs" color="red" variant="white" onClick={onRetry} loading={isRetrying}>
          {t('detail.tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}

import { Group, Paper, Skeleton } from '@mantine/core';
import classes from './news-card.module.css';
import coverClasses from './news-cover.module.css';

/** The shape of a news card while the first page loads. */
export function NewsCardSkeleton() {
  return (
    <Paper withBorder className={classes.card} aria-hidden="true" data-testid="news-card-skeleton">
      <Skeleton radius={0} className={coverClasses.cover} />
      <div className={classes.body}>
        <Skeleton height={20} width="90%" />
        <Skeleton height={20} width="60%" mb={4} />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Group gap={8} mt="sm">
          <Skeleton height={28} circle />
          <Skeleton height={12} width={110} />
        </Group>
        <Group justify="space-between" className={classes.footer}>
          <Skeleton height={12} width={120} />
          <Skeleton height={12} width={60} />
        </Group>
      </div>
    </Paper>
  );
}

import { Group, Paper, Skeleton } from '@mantine/core';
import classes from './job-card.module.css';

/** The shape of a job card while the first page loads. */
export function JobCardSkeleton() {
  return (
    <Paper withBorder className={classes.card} aria-hidden="true" data-testid="job-card-skeleton">
      <Skeleton height={18} width={96} radius="sm" />
      <div className={classes.heading}>
        <Skeleton height={22} width="80%" mb={10} />
        <Skeleton height={12} width="45%" />
      </div>
      <Group justify="space-between" align="flex-end">
        <Skeleton height={46} width={104} />
        <Skeleton height={8} width={64} />
      </Group>
      <Group justify="space-between" className={classes.footer}>
        <Group gap={8}>
          <Skeleton height={30} circle />
          <Skeleton height={12} width={70} />
        </Group>
        <Skeleton height={26} width={104} radius="xl" />
      </Group>
    </Paper>
  );
}

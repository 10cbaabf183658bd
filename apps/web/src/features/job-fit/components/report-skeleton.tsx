import { Skeleton, Stack } from '@mantine/core';

/** The report's shape while it loads. */
export function ReportSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={120} radius="lg" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={12} />
      <Skeleton height={12} width="90%" />
      <Skeleton height={12} width="75%" />
      <Skeleton height={16} width="35%" mt="md" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={12} />
      ))}
    </Stack>
  );
}

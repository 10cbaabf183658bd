import { Skeleton, Stack } from '@mantine/core';

type TSkeletonRowsProps = { count?: number; height?: number };

/** Grey bars standing in for rows that are still loading. */
export function SkeletonRows({ count = 4, height = 44 }: TSkeletonRowsProps) {
  return (
    <Stack gap="sm" p="md">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}

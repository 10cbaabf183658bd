import { SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The dashboard's shape in grey while its figures load: four cards, then the sections. */
export function DashboardSkeleton() {
  const { t } = useTranslation('adminDashboard');
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={112} radius="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={380} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

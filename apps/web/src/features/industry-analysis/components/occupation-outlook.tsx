import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { formatSignedPercent } from '../../../shared/i18n/format-figures';
import { occupationsFor } from '../utils/occupations';
import { OccupationLine } from './occupation-line';
import classes from './industry-result.module.css';

/** The sector's common occupations that grow most, and those that shrink most, to 2034. */
export function OccupationOutlook({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const lists = [
    { key: 'growing', title: t('outlook.growingTitle'), codes: result.growing },
    { key: 'shrinking', title: t('outlook.shrinkingTitle'), codes: result.shrinking },
  ];
  return (
    <Paper withBorder className={analysisClasses.card}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('outlook.intro', { change: formatSignedPercent(result.all_occupations_change_pct) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
          {lists.map((list) => {
            const occupations = occupationsFor(result, list.codes);
            return (
              <section key={list.key} aria-labelledby={`outlook-${list.key}`}>
                <Title order={2} fz="lg" id={`outlook-${list.key}`} mb="sm">
                  {list.title}
                </Title>
                {occupations.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('outlook.none')}
                  </Text>
                ) : (
                  <ul className={classes.list}>
                    {occupations.map((occupation) => (
                      <OccupationLine key={occupation.occupation_code} occupation={occupation} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('outlook.source')}
        </Text>
      </Stack>
    </Paper>
  );
}

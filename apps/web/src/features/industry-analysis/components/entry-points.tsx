import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { occupationsFor } from '../utils/occupations';
import { OccupationLine } from './occupation-line';
import classes from './industry-result.module.css';

/** Ways into the industry: the occupations that ask least preparation, and those with the best outlook. */
export function EntryPoints({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const lists = [
    { key: 'lowPreparation', codes: result.entry_points.low_preparation },
    { key: 'bestOutlook', codes: result.entry_points.best_outlook },
  ] as const;
  return (
    <Paper
      withBorder
      className={analysisClasses.card}
      component="section"
      aria-labelledby="entry-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="entry-title">
          {t('entry.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
          {lists.map((list) => {
            const occupations = occupationsFor(result, list.codes);
            return (
              <div key={list.key}>
                <Title order={3} fz="md" mb="sm" id={`entry-${list.key}`}>
                  {t(`entry.${list.key}`)}
                </Title>
                {occupations.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('entry.none')}
                  </Text>
                ) : (
                  <ul className={classes.list} aria-labelledby={`entry-${list.key}`}>
                    {occupations.map((occupation) => (
                      <OccupationLine key={occupation.occupation_code} occupation={occupation}>
                        {occupation.preparation &&
                          ` · ${t('entry.preparation', { label: occupation.preparation })}`}
                      </OccupationLine>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('entry.source')}
        </Text>
      </Stack>
    </Paper>
  );
}

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { formatCount, formatDollars, formatPercent } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { BAND_COLORS, rateBand } from '../utils/rate-bands';
import classes from './industry-result.module.css';

const formatScore = (value: number) => value.toFixed(2).replace('-', '−');

function Figure(props: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  source: string;
  color?: string;
}) {
  return (
    <div className={classes.figure}>
      <Text size="xs" fw={700} c="gray.7" className={classes.figureLabel}>
        {props.label}
      </Text>
      <Text className={classes.figureValue} style={{ color: props.color }}>
        {props.value}
      </Text>
      {props.note && (
        <Text size="xs" c="gray.7" mt={2}>
          {props.note}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={6} className={classes.figureSource}>
        {props.source}
      </Text>
    </div>
  );
}

/** The industry's headline numbers, each with its source; a missing one says so. */
export function HeadlineFigures({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const { employment, aiie } = result;
  const noData = t('figures.noData');
  const rateSource = t('figures.sourceRate', { version: result.formula_version });
  const { staffing } = result.industry;
  // The sums come from a wider industry's staffing when only its ten largest occupations are ours.
  const summedOwn =
    staffing.summed_code === result.industry.code || staffing.summed_name === result.industry.name;
  const sizeSource = t(employment.source === 'qcew' ? 'figures.sourceQcew' : 'figures.sourceOews');

  return (
    <Paper
      withBorder
      className={analysisClasses.card}
      component="section"
      aria-labelledby="figures-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="figures-title">
          {t('figures.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <Figure
            label={t('figures.employment')}
            value={formatCount(employment.total, language)}
            note={
              employment.establishments !== null &&
              t('figures.establishments', {
                count: formatCount(employment.establishments, language),
              })
            }
            source={sizeSource}
          />
          <Figure
            label={t('figures.meanPay')}
            value={
              employment.mean_wage === null ? noData : formatDollars(employment.mean_wage, language)
            }
            source={sizeSource}
          />
          <Figure
            label={t('figures.rate')}
            value={`${result.ai_replacement_rate}%`}
            color={BAND_COLORS[rateBand(result.ai_replacement_rate)]}
            note={t(summedOwn ? 'figures.rateNote' : 'figures.rateNoteWider', {
              coverage: formatPercent(result.rate_coverage_pct, language),
              summed: staffing.summed_name,
            })}
            source={rateSource}
          />
          <Figure
            label={t('figures.exposedShare')}
            value={formatPercent(result.highly_exposed_share_pct, language)}
            note={t(summedOwn ? 'figures.exposedNote' : 'figures.exposedNoteWider', {
              threshold: result.highly_exposed_threshold,
              summed: staffing.summed_name,
            })}
            source={rateSource}
          />
        </SimpleGrid>
        <div className={classes.aiie}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Figure
              label={t('figures.aiie')}
              value={aiie ? formatScore(aiie.aiie) : noData}
              note={aiie && t('figures.percentile', { percentile: aiie.aiie_percentile })}
              source={t('figures.sourceAiie')}
            />
            <Figure
              label={t('figures.lmAiie')}
              value={aiie?.lm_aiie == null ? noData : formatScore(aiie.lm_aiie)}
              note={
                aiie?.lm_percentile != null &&
                t('figures.percentile', { percentile: aiie.lm_percentile })
              }
              source={t('figures.sourceAiie')}
            />
          </SimpleGrid>
          <Text size="xs" c="gray.7" mt="sm">
            {t('figures.aiieScale')}
          </Text>
          {aiie && (
            <Text size="xs" c="gray.7">
              {aiie.note}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

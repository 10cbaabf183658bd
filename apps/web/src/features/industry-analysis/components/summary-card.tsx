import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { StaffingNote } from './staffing-note';

/** The analysis in a paragraph, and where its staffing figures come from. */
export function SummaryCard({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  return (
    <Paper withBorder className={analysisClasses.card}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('result.summaryTitle')}
        </Title>
        <Text className={analysisClasses.summary}>{result.summary}</Text>
        <StaffingNote result={result} />
      </Stack>
    </Paper>
  );
}

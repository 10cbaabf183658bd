import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import analysisClasses from '../../../shared/analyses/analysis-result.module.css';
import { IconAlert } from '../../../shared/ui/icons';

/** The analysis in a paragraph, and whether its staffing figures are the whole sector's. */
export function SummaryCard({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const { industry } = result;
  return (
    <Paper withBorder className={analysisClasses.card}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('result.summaryTitle')}
        </Title>
        <Text className={analysisClasses.summary}>{result.summary}</Text>
        {industry.sector_wide && (
          <Alert
            variant="light"
            color="blue"
            icon={<IconAlert size={18} />}
            title={t('result.sectorWideTitle')}
            role="note"
          >
            <Text size="sm">
              {t('result.sectorWide', { sector: industry.sector_name, industry: industry.name })}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

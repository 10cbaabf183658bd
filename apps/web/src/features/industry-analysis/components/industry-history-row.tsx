import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryHistoryItem } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { AnalysisHistoryRow } from '../../../shared/analyses/analysis-history-row';
import { IconIndustry } from './industry-icons';

/** One past industry analysis: which industry, its AI replacement rate, and who it was for. */
export function IndustryHistoryRow({ item }: { item: TIndustryHistoryItem }) {
  const { t } = useTranslation('industryAnalysis');
  const { input } = item;
  return (
    <AnalysisHistoryRow
      kind="industry"
      item={item}
      icon={IconIndustry}
      subject={input.industry_name}
      deleteConfirmBody={t('result.deleteConfirmBody')}
    >
      {item.ai_replacement_rate !== null && (
        <Text size="sm" mt={6}>
          {t('history.rate', { rate: item.ai_replacement_rate })}
        </Text>
      )}
      {input.current_job ? (
        <Text size="sm" c="gray.7">
          {t('history.job', { job: input.current_job })}
        </Text>
      ) : (
        input.cv_analysis_id && (
          <Text size="sm" c="gray.7">
            {t('history.withCv')}
          </Text>
        )
      )}
    </AnalysisHistoryRow>
  );
}

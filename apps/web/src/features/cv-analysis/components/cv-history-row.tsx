import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { AnalysisHistoryRow } from '../../../shared/analyses/analysis-history-row';
import { IconFileText } from './cv-icons';

/** One past CV analysis: which CV, and the best role it found. */
export function CvHistoryRow({ item }: { item: TCvHistoryItem }) {
  const { t } = useTranslation('cvAnalysis');
  return (
    <AnalysisHistoryRow
      kind="cv"
      item={item}
      icon={IconFileText}
      subject={item.input.file_name ?? item.input.label ?? t('result.pastedText')}
      deleteConfirmBody={t('result.deleteConfirmBody')}
    >
      {item.top_role && (
        <Text size="sm" mt={6}>
          {t('history.top', { role: item.top_role, fit: item.top_fit ?? '—' })}
        </Text>
      )}
      {item.current_role && item.current_role !== item.top_role && (
        <Text size="sm" c="gray.7">
          {t('history.current', { role: item.current_role })}
        </Text>
      )}
    </AnalysisHistoryRow>
  );
}

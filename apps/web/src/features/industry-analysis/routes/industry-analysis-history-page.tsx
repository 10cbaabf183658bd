import { useTranslation } from 'react-i18next';
import type { TIndustryHistoryItem } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { AnalysisHistory } from '../../../shared/analyses/analysis-history';
import { IndustryHistoryRow } from '../components/industry-history-row';

/** /me/industry-analysis/history: every industry analysis of the signed-in user, newest first. */
export default function IndustryAnalysisHistoryPage() {
  const { t } = useTranslation('industryAnalysis');
  return (
    <AnalysisHistory<TIndustryHistoryItem>
      kind="industry"
      texts={{
        title: t('history.title'),
        intro: t('history.intro'),
        startNew: t('history.startNew'),
        empty: t('history.empty'),
        emptyHint: t('history.emptyHint'),
        listLabel: t('history.listLabel'),
        pagination: t('history.pagination'),
      }}
      renderRow={(item) => <IndustryHistoryRow item={item} />}
    />
  );
}

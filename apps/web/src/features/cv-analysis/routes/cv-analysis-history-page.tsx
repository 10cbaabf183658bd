import { useTranslation } from 'react-i18next';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { AnalysisHistory } from '../../../shared/analyses/analysis-history';
import { CvHistoryRow } from '../components/cv-history-row';

/** /me/cv-analysis/history: every CV analysis of the signed-in user, newest first, paged. */
export default function CvAnalysisHistoryPage() {
  const { t } = useTranslation('cvAnalysis');
  return (
    <AnalysisHistory<TCvHistoryItem>
      kind="cv"
      texts={{
        title: t('history.title'),
        intro: t('history.intro'),
        startNew: t('history.startNew'),
        empty: t('history.empty'),
        emptyHint: t('history.emptyHint'),
        listLabel: t('history.listLabel'),
        pagination: t('history.pagination'),
      }}
      renderRow={(item) => <CvHistoryRow item={item} />}
    />
  );
}

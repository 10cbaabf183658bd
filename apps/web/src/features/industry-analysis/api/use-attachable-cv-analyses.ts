import { useMemo } from 'react';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { PERSONAL_ANALYSIS } from '@irreplaceable/contracts/constants';
import { useAnalysisHistory } from '../../../shared/analyses/list-analyses';

/**
 * The reader's CV analyses that an industry analysis can draw on: completed and still kept. The
 * first page of their CV history, as large as the server gives, is plenty for a choice.
 */
export function useAttachableCvAnalyses() {
  const history = useAnalysisHistory<TCvHistoryItem>('cv', 1, PERSONAL_ANALYSIS.historyPageSizeMax);
  const items = useMemo(
    () =>
      (history.data?.items ?? []).filter((item) => item.status === 'completed' && !item.expired),
    [history.data],
  );
  return { ...history, items };
}

import { useCallback, useEffect, useState } from 'react';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { listAssessmentHistory } from '../api/list-assessment-history';
import { jobFitT } from '../flow/flow-texts';
import { freshHistory, useAssessmentStore } from '../store/assessment-store';

type THistoryState = {
  items: TAssessmentHistoryItem[] | null;
  isLoading: boolean;
  error: string | null;
  retry: () => void;
};

/**
 * The modal's list of past assessments of one job (page 1, 50 at most), from the store's cache
 * while it is under 5 minutes old (spec 001 sections 7 and 9). Loading and a failure are the
 * store's `isLoading` and `error`.
 */
export function useJobHistory(jobId: number): THistoryState {
  const cached = useAssessmentStore((state) => freshHistory(state, jobId));
  const isLoading = useAssessmentStore((state) => state.isLoading);
  const error = useAssessmentStore((state) => state.error);
  const [attempt, setAttempt] = useState(0);
  const hasCache = cached !== null;

  useEffect(() => {
    if (hasCache) return;
    const { setHistory, setLoading, setError } = useAssessmentStore.getState();
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    listAssessmentHistory(1, ASSESSMENT.historyPageSizeModal, jobId, controller.signal)
      .then((page) => setHistory(jobId, page.items))
      .catch(() => {
        if (!controller.signal.aborted) setError(jobFitT()('history.loadError'));
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [hasCache, jobId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return {
    items: cached,
    isLoading: !hasCache && isLoading,
    error: hasCache ? null : error,
    retry,
  };
}

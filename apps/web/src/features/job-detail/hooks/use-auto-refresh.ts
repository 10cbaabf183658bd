import { useEffect, useRef } from 'react';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { Language } from '@irreplaceable/contracts/constants';
import { useRefreshJob } from '../api/refresh-job';
import { isRefreshDue } from '../utils/refresh-schedule';
import { useSimulatedProgress } from './use-simulated-progress';

/**
 * A page older than 90 days is rewritten once when it is viewed (spec 001 section 4); the old
 * page stays on screen, with a simulated progress bar, until the new one replaces it.
 */
export function useAutoRefresh(job: TJobDetail | undefined, language: Language, jobId: number) {
  const refresh = useRefreshJob(jobId, language);
  const { mutate } = refresh;
  const refreshedFor = useRef<string | null>(null);
  const lastRefreshedAt = job?.last_refreshed_at;

  useEffect(() => {
    if (!lastRefreshedAt || !isRefreshDue(lastRefreshedAt)) return;
    const key = `${jobId}:${language}`;
    if (refreshedFor.current === key) return;
    refreshedFor.current = key;
    mutate();
  }, [jobId, language, lastRefreshedAt, mutate]);

  const progress = useSimulatedProgress(refresh.isPending);
  return {
    isRefreshing: refresh.isPending,
    progress,
    error: refresh.error,
    dismissError: refresh.reset,
  };
}

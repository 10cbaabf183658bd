import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import {
  useAnalysisProgress,
  type TAnalysisProgress,
} from '../../../shared/realtime/use-analysis-progress';
import { isRunning, useCvAnalysis } from '../api/get-cv-analysis';
import { cvAnalysisKeys } from '../api/query-keys';

/**
 * An analysis as it happens: the query (polled while it runs) takes each step the live channel
 * reports at once, and reads the whole result again when it finishes.
 */
export function useLiveCvAnalysis(id: string, language: Language) {
  const queryClient = useQueryClient();
  const analysis = useCvAnalysis(id, language);
  const running = isRunning(analysis.data);

  const handleProgress = useCallback(
    (progress: TAnalysisProgress) => {
      if (progress.analysis_id !== id) return;
      const key = cvAnalysisKeys.analysis(id, language);
      queryClient.setQueryData<TCvAnalysisResponse>(key, (current) =>
        current && current.progress <= progress.progress
          ? {
              ...current,
              status: progress.status,
              progress: progress.progress,
              stage: progress.stage,
            }
          : current,
      );
      if (progress.status === 'completed' || progress.status === 'failed') {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [id, language, queryClient],
  );

  const socket = useAnalysisProgress(running, handleProgress);
  return { analysis, socket };
}

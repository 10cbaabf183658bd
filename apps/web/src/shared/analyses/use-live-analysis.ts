import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  TAnalysisStage,
  TPersonalAnalysisKind,
  TPersonalAnalysisStatus,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import { useAnalysisProgress, type TAnalysisProgress } from '../realtime/use-analysis-progress';
import { isRunning, useAnalysis } from './get-analysis';
import { analysisKeys } from './query-keys';

/** What every kind's answer has that the live channel moves on. */
type TLiveFields = { status: TPersonalAnalysisStatus; progress: number; stage: TAnalysisStage };

/**
 * An analysis as it happens: the query (polled while it runs) takes each step the live channel
 * reports at once, and reads the whole result again when it finishes.
 */
export function useLiveAnalysis<TAnalysis extends TLiveFields>(
  kind: TPersonalAnalysisKind,
  id: string,
  language: Language,
) {
  const queryClient = useQueryClient();
  const analysis = useAnalysis<TAnalysis>(kind, id, language);
  const running = isRunning(analysis.data);

  const handleProgress = useCallback(
    (progress: TAnalysisProgress) => {
      if (progress.analysis_id !== id || progress.kind !== kind) return;
      const key = analysisKeys(kind).analysis(id, language);
      queryClient.setQueryData<TAnalysis>(key, (current) =>
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
    [id, kind, language, queryClient],
  );

  const socket = useAnalysisProgress(running, handleProgress);
  return { analysis, socket };
}

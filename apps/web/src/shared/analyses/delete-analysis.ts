import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TDeleteAnalysisResponse,
  TPersonalAnalysisKind,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { api } from '../api/client';
import { ANALYSIS_KINDS } from './analysis-kinds';
import { analysisKeys } from './query-keys';

export function deleteAnalysis(
  kind: TPersonalAnalysisKind,
  id: string,
): Promise<TDeleteAnalysisResponse> {
  return api.delete<TDeleteAnalysisResponse>(`${ANALYSIS_KINDS[kind].api}/${id}`);
}

export function useDeleteAnalysis(kind: TPersonalAnalysisKind) {
  const queryClient = useQueryClient();
  const keys = analysisKeys(kind);
  return useMutation({
    mutationFn: (id: string) => deleteAnalysis(kind, id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...keys.analyses(), id] });
      await queryClient.invalidateQueries({ queryKey: keys.histories() });
    },
  });
}

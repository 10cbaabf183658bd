import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAnalysisResponse } from '@irreplaceable/contracts/analyses/personal-analysis';
import { api } from '../../../shared/api/client';
import { cvAnalysisKeys } from './query-keys';

export function deleteCvAnalysis(id: string): Promise<TDeleteAnalysisResponse> {
  return api.delete<TDeleteAnalysisResponse>(`/cv-analysis/${id}`);
}

export function useDeleteCvAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCvAnalysis,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...cvAnalysisKeys.analyses(), id] });
      await queryClient.invalidateQueries({ queryKey: cvAnalysisKeys.histories() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStartAnalysisResponse } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { TStartIndustryAnalysis } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { refreshAfterStart } from '../../../shared/analyses/refresh-after-start';
import { api } from '../../../shared/api/client';

/** POST /industry-analysis: answers at once with the id; the work runs on the queue. */
export function startIndustryAnalysis(
  body: TStartIndustryAnalysis,
): Promise<TStartAnalysisResponse> {
  return api.post<TStartAnalysisResponse>('/industry-analysis', body);
}

export function useStartIndustryAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startIndustryAnalysis,
    onSettled: () => refreshAfterStart(queryClient, 'industry'),
  });
}

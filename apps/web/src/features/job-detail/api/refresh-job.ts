import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { Language } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { removePersisted, writePersisted } from '../../../shared/storage/persisted-query';
import { jobDetailKeys, jobDetailStorageKeys } from './query-keys';

/**
 * Asks for a page past its refresh date to be rewritten from the current data and formula; the
 * server decides whether it is due and answers with the page as it then stands.
 */
export function refreshJob(id: number): Promise<TJobDetail> {
  return api.post<TJobDetail>(`/jobs/${id}/refresh`);
}

/** Refreshes a job and puts the new page (and, afterwards, its new reviews) in place. */
export function useRefreshJob(id: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshJob(id),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobDetailKeys.job(id, language), job);
      writePersisted(jobDetailStorageKeys.job(id, language), job);
      removePersisted(jobDetailStorageKeys.reviews(id, language));
      await queryClient.invalidateQueries({ queryKey: jobDetailKeys.reviews(id, language) });
    },
  });
}

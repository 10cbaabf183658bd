import { useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { TTailorCvResponse } from '@irreplaceable/contracts/cv/tailor-cv';
import type { TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import { api } from '../../../shared/api/client';

/** POST /cv/generate: proposals for one job page, answered within the request. */
export function useTailorCv() {
  return useMutation({
    mutationFn: (request: { cv: TCvDocument; jobId: number; language: Language }) =>
      api.post<TTailorCvResponse>('/cv/generate', {
        cv: request.cv,
        job_id: request.jobId,
        language: request.language,
      }),
  });
}

/** Job pages on the board whose title holds `search`, to aim the CV at. */
export function useJobChoices(search: string) {
  return useQuery({
    queryKey: ['cv', 'tailor', 'jobs', search],
    queryFn: ({ signal }) =>
      api.get<TListJobsResponse>('/jobs/', {
        signal,
        query: { search: search || undefined, page_size: 8 },
      }),
    staleTime: 60_000,
  });
}

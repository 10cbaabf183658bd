import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import { api } from '../../../shared/api/client';
import { methodologyKeys } from './query-keys';

/** How the rate is computed, as markdown in the request's language. */
export function getMethodology(signal?: AbortSignal): Promise<{ markdown: string }> {
  return api.get<{ markdown: string }>('/methodology', { signal });
}

export function methodologyQueryOptions(language: Language) {
  return queryOptions({
    queryKey: methodologyKeys.document(language),
    queryFn: ({ signal }) => getMethodology(signal),
    // The document changes only with a deploy.
    staleTime: Infinity,
  });
}

export function useMethodology(language: Language) {
  return useQuery(methodologyQueryOptions(language));
}

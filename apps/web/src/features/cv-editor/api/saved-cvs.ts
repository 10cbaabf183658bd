import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type {
  TSaveCvResponse,
  TSavedCv,
  TSavedCvListResponse,
} from '@irreplaceable/contracts/cv/saved-cv';
import { api } from '../../../shared/api/client';
import { creditBalanceKey } from '../../../shared/credits/get-credit-balance';

const savedKeys = {
  all: ['cv', 'saved'] as const,
  list: () => [...savedKeys.all, 'list'] as const,
};

/** POST /cv/saved: one paid credit. The request id is made once per dialog, so a retry charges once. */
export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { cv: TCvDocument; name: string; requestId: string }) =>
      api.post<TSaveCvResponse>('/cv/saved', {
        cv: request.cv,
        name: request.name,
        request_id: request.requestId,
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditBalanceKey(null).slice(0, 2) }),
      ]);
    },
  });
}

export function useSavedCvs(isEnabled: boolean) {
  return useQuery({
    queryKey: savedKeys.list(),
    queryFn: ({ signal }) =>
      api.get<TSavedCvListResponse>('/cv/saved', { signal, query: { page_size: 50 } }),
    enabled: isEnabled,
  });
}

export function openSavedCv(id: string): Promise<TSavedCv> {
  return api.get<TSavedCv>(`/cv/saved/${id}`);
}

export function useDeleteSavedCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ deleted: true }>(`/cv/saved/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}

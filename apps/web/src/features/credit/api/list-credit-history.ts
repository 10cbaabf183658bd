import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TCreditHistoryQuery,
  TCreditHistoryResponse,
} from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { creditKeys } from './query-keys';

export const CREDIT_HISTORY_PAGE_SIZE = 10;

/** One page of the signed-in user's ledger, newest first. */
export function listCreditHistory(
  page: number,
  signal?: AbortSignal,
): Promise<TCreditHistoryResponse> {
  const query = { page, page_size: CREDIT_HISTORY_PAGE_SIZE } satisfies TCreditHistoryQuery;
  return api.get<TCreditHistoryResponse>('/credits/history', { query, signal });
}

export function useCreditHistory(userId: string, page: number) {
  return useQuery({
    queryKey: creditKeys.history(userId, page),
    queryFn: ({ signal }) => listCreditHistory(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

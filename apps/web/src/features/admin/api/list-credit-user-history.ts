import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TCreditHistoryQuery,
  TCreditHistoryResponse,
} from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { adminCreditKeys } from './credit-query-keys';

export const CREDIT_USER_HISTORY_PAGE_SIZE = 10;

/** One user's ledger, newest first, as an admin sees it. */
export function listCreditUserHistory(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TCreditHistoryResponse> {
  const query = { page, page_size: CREDIT_USER_HISTORY_PAGE_SIZE } satisfies TCreditHistoryQuery;
  return api.get<TCreditHistoryResponse>(
    `/credits/admin/users/${encodeURIComponent(userId)}/history`,
    { query, signal },
  );
}

export function useCreditUserHistory(userId: string, page: number) {
  return useQuery({
    queryKey: adminCreditKeys.history(userId, page),
    queryFn: ({ signal }) => listCreditUserHistory(userId, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

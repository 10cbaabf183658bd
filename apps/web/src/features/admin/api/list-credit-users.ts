import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAdminCreditUsersQuery,
  TAdminCreditUsersResponse,
} from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { adminCreditKeys } from './credit-query-keys';

export const CREDIT_USERS_PAGE_SIZE = 20;

/** Users whose e-mail or name contains the text (everyone for none), with their balances. */
export function listCreditUsers(
  text: string,
  page: number,
  signal?: AbortSignal,
): Promise<TAdminCreditUsersResponse> {
  const query = {
    query: text,
    page,
    page_size: CREDIT_USERS_PAGE_SIZE,
  } satisfies TAdminCreditUsersQuery;
  return api.get<TAdminCreditUsersResponse>('/credits/admin/users', { query, signal });
}

export function useCreditUsers(text: string, page: number) {
  return useQuery({
    queryKey: adminCreditKeys.users(text, page),
    queryFn: ({ signal }) => listCreditUsers(text, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

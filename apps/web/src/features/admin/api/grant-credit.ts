import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminGrantBody,
  TAdminGrantResponse,
} from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { adminCreditKeys } from './credit-query-keys';

/** Grants (positive amount) or takes back (negative) one kind of a user's credit. */
export function grantCredit(body: TAdminGrantBody): Promise<TAdminGrantResponse> {
  return api.post<TAdminGrantResponse>('/credits/admin/grant', body);
}

export function useGrantCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantCredit,
    onSuccess: ({ user_id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCreditKeys.userLists() }),
        queryClient.invalidateQueries({ queryKey: adminCreditKeys.histories(user_id) }),
      ]),
  });
}

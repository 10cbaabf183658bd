import { useQuery } from '@tanstack/react-query';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { jobFitKeys } from './query-keys';

/** The signed-in user's credit, shown before a credit-mode start. */
export function getCreditBalance(signal?: AbortSignal): Promise<TCreditBalanceResponse> {
  return api.get<TCreditBalanceResponse>('/credits/balance', { signal });
}

/** Asked for only once credit mode is chosen; always fresh, since a start spends credit. */
export function useCreditBalance(isEnabled: boolean) {
  return useQuery({
    queryKey: jobFitKeys.creditBalance(),
    queryFn: ({ signal }) => getCreditBalance(signal),
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}

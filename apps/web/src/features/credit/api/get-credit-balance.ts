import { useQuery } from '@tanstack/react-query';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { creditKeys } from './query-keys';

/** The signed-in user's paid and free credit, and whether today's gift is still there. */
export function getCreditBalance(signal?: AbortSignal): Promise<TCreditBalanceResponse> {
  return api.get<TCreditBalanceResponse>('/credits/balance', { signal });
}

export function useCreditBalance(userId: string) {
  return useQuery({
    queryKey: creditKeys.balance(userId),
    queryFn: ({ signal }) => getCreditBalance(signal),
    staleTime: 0,
  });
}

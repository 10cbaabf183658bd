import { useQuery } from '@tanstack/react-query';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { api } from '../api/client';
import { useAuthStore } from '../auth/auth-store';

/**
 * The signed-in user's credit: the credit page, and every paid feature before it spends
 * (job fit, CV analysis). One query per user, so a spend anywhere refreshes it everywhere.
 */
export const creditBalanceKey = (userId: string | null) => ['credit', 'balance', userId] as const;

export function getCreditBalance(signal?: AbortSignal): Promise<TCreditBalanceResponse> {
  return api.get<TCreditBalanceResponse>('/credits/balance', { signal });
}

/** Always fresh: a spend or a gift may have changed it a moment ago. */
export function useCreditBalance(isEnabled = true) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: creditBalanceKey(userId),
    queryFn: ({ signal }) => getCreditBalance(signal),
    enabled: isEnabled && userId !== null,
    staleTime: 0,
    retry: false,
  });
}

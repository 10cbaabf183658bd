import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDailyGiftResponse } from '@irreplaceable/contracts/credits/credits';
import { api } from '../../../shared/api/client';
import { creditKeys } from './query-keys';

/** Claims today's free credit; a second claim the same (UTC) day answers 409. */
export function claimDailyGift(): Promise<TDailyGiftResponse> {
  return api.post<TDailyGiftResponse>('/credits/daily-gift');
}

/** Either way the balance and history may have changed (a 409 means another tab claimed it). */
export function useClaimDailyGift(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyGift,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditKeys.balance(userId) }),
        queryClient.invalidateQueries({ queryKey: creditKeys.histories(userId) }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateFeedbackBody,
  TCreateFeedbackResponse,
} from '@irreplaceable/contracts/feedback/feedback';
import { api } from '../api/client';
import { creditBalanceKey } from '../credits/get-credit-balance';
import { ownFeedbackKey } from './get-own-feedback';

export function giveFeedback(body: TCreateFeedbackBody): Promise<TCreateFeedbackResponse> {
  return api.post<TCreateFeedbackResponse>('/feedback', body);
}

/** Sends a rating; a reward changes the balance every credit display shows. */
export function useGiveFeedback(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    onSuccess: async (_answer, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creditBalanceKey(null).slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: ownFeedbackKey(body.subject, body.subject_id) }),
      ]);
      onDone?.();
    },
  });
}

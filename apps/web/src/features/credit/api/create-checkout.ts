import { useMutation } from '@tanstack/react-query';
import type {
  TCreateCheckoutRequest,
  TCreateCheckoutResponse,
} from '@irreplaceable/contracts/payments/create-checkout';
import { api } from '../../../shared/api/client';

/** Opens a payment for one pack; the server prices it and answers where to pay. */
export function createCheckout(body: TCreateCheckoutRequest): Promise<TCreateCheckoutResponse> {
  return api.post<TCreateCheckoutResponse>('/payments/checkout', body);
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}

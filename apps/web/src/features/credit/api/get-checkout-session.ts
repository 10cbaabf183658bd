import type { TCheckoutSessionResponse } from '@irreplaceable/contracts/payments/get-checkout';
import { api } from '../../../shared/api/client';

/** The buyer's own payment: `completed` once its webhook has added the credits. */
export function getCheckoutSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<TCheckoutSessionResponse> {
  return api.get<TCheckoutSessionResponse>(`/payments/checkout/${encodeURIComponent(sessionId)}`, {
    signal,
  });
}

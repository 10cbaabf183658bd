import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentOptionsResponse } from '@irreplaceable/contracts/payments/get-payment-options';
import { api } from '../../../shared/api/client';
import { creditKeys } from './query-keys';

/** Whether this site sells packs, and whether it is the test page where no money moves. */
export function getPaymentOptions(signal?: AbortSignal): Promise<TPaymentOptionsResponse> {
  return api.get<TPaymentOptionsResponse>('/payments/options', { signal, authenticated: false });
}

/** Set by the server's configuration, so it changes only with a restart. */
export const paymentOptionsQuery = () =>
  queryOptions({
    queryKey: creditKeys.paymentOptions(),
    queryFn: ({ signal }) => getPaymentOptions(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery());
}

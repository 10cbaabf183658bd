import type { QueryClient } from '@tanstack/react-query';
import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';
import { creditBalanceKey } from '../credits/get-credit-balance';
import { allowanceKey } from './get-allowance';
import { analysisKeys } from './query-keys';

/** After a start (sent or refused): the history, the balance and today's free allowance change. */
export async function refreshAfterStart(
  queryClient: QueryClient,
  kind: TPersonalAnalysisKind,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: analysisKeys(kind).histories() }),
    queryClient.invalidateQueries({ queryKey: creditBalanceKey(null).slice(0, 2) }),
    queryClient.invalidateQueries({ queryKey: allowanceKey(kind) }),
  ]);
}

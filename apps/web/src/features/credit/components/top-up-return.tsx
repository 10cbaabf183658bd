import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENTS } from '@irreplaceable/contracts/constants';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { notify } from '../../../shared/ui/notify';
import { getCheckoutSession } from '../api/get-checkout-session';
import { creditKeys } from '../api/query-keys';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Returns already handled, so a re-render or a second mount never notifies twice. */
const handled = new Set<string>();

/**
 * Asks a few times whether the payment has landed (its webhook may arrive a moment after the
 * buyer does), refreshing the balance each time, then says how it went. Runs outside the
 * component, which goes away as soon as the address is cleaned.
 */
async function confirmTopUp(options: {
  sessionId: string;
  userId: string;
  queryClient: QueryClient;
  t: TFunction<'credit'>;
}): Promise<void> {
  const { sessionId, userId, queryClient, t } = options;
  for (let attempt = 0; attempt < PAYMENTS.returnPollAttempts; attempt += 1) {
    if (attempt > 0) await sleep(PAYMENTS.returnPollIntervalMs);
    const session = await getCheckoutSession(sessionId).catch(() => null);
    await queryClient.invalidateQueries({ queryKey: creditKeys.balance(userId) });
    if (session?.status === 'completed') {
      await queryClient.invalidateQueries({ queryKey: creditKeys.histories(userId) });
      notify('success', t('topUpReturn.paid', { count: session.credits }), { autoClose: 8_000 });
      return;
    }
    // Not this user's payment, or gone: nothing more to learn by asking again.
    if (session === null) break;
  }
  notify('info', t('topUpReturn.pending'), { autoClose: 12_000 });
}

/**
 * Mounted by the app while the address carries `?topup=success|cancelled&session_id=…`, the way
 * back from a payment page to the page the buyer came from: it cleans the address and says what
 * became of the payment.
 */
export default function TopUpReturn() {
  const { t } = useTranslation('credit');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const outcome = params.get('topup');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (!outcome) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('topup');
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
    const key = `${outcome}:${sessionId ?? ''}`;
    if (handled.has(key)) return;
    handled.add(key);
    if (outcome === 'cancelled') {
      notify('info', t('topUpReturn.cancelled'));
    } else if (outcome === 'success' && sessionId && userId) {
      void confirmTopUp({ sessionId, userId, queryClient, t });
    }
  }, [outcome, sessionId, userId, setParams, queryClient, t]);

  return null;
}

import { creditBalanceKey } from '../../../shared/credits/get-credit-balance';

/** Every credit query key, so claiming the gift or buying refreshes exactly the balance and the history. */
export const creditKeys = {
  all: ['credit'] as const,
  /** Shared with the paid features, which read the same balance. */
  balance: (userId: string) => creditBalanceKey(userId),
  histories: (userId: string) => [...creditKeys.all, 'history', userId] as const,
  history: (userId: string, page: number) => [...creditKeys.histories(userId), page] as const,
  paymentOptions: () => [...creditKeys.all, 'payment-options'] as const,
  checkout: (sessionId: string) => [...creditKeys.all, 'checkout', sessionId] as const,
};

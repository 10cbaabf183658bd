/** Every credit query key, so claiming the gift refreshes exactly the balance and the history. */
export const creditKeys = {
  all: ['credit'] as const,
  balance: (userId: string) => [...creditKeys.all, 'balance', userId] as const,
  histories: (userId: string) => [...creditKeys.all, 'history', userId] as const,
  history: (userId: string, page: number) => [...creditKeys.histories(userId), page] as const,
};

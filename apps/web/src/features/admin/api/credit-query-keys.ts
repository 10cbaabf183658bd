/** Every admin credit query key, so a grant refreshes the user list and that user's history. */
export const adminCreditKeys = {
  all: ['admin-credit'] as const,
  userLists: () => [...adminCreditKeys.all, 'users'] as const,
  users: (query: string, page: number) => [...adminCreditKeys.userLists(), query, page] as const,
  histories: (userId: string) => [...adminCreditKeys.all, 'history', userId] as const,
  history: (userId: string, page: number) => [...adminCreditKeys.histories(userId), page] as const,
};

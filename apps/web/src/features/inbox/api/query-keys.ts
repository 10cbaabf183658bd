/** Every inbox query key, so mutations (mark read) invalidate exactly what they change. */
export const inboxKeys = {
  all: ['inbox'] as const,
  unreadCount: (userId: string) => [...inboxKeys.all, 'unread-count', userId] as const,
  list: (userId: string) => [...inboxKeys.all, 'list', userId] as const,
};

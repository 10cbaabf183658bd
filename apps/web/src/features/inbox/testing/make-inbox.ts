import type { TInboxMessage } from '@irreplaceable/contracts/inbox/inbox-message';
import type { TListInboxResponse } from '@irreplaceable/contracts/inbox/list-inbox';

export function makeMessage(id: number, overrides: Partial<TInboxMessage> = {}): TInboxMessage {
  return {
    id,
    type: 'reply',
    is_read: false,
    created_at: '2025-11-20T10:00:00.000Z',
    read_at: null,
    actor: { id: `actor-${id}`, username: `Actor ${id}`, avatar_url: null },
    news_id: 7,
    news_title: 'Nurses and AI',
    comment_id: 100 + id,
    comment_excerpt: `Excerpt ${id}`,
    link: `/news/7#comment-${100 + id}`,
    ...overrides,
  };
}

export function inboxPage(
  items: TInboxMessage[],
  options: { offset?: number; total?: number; unread?: number; hasMore?: boolean } = {},
): TListInboxResponse {
  return {
    items,
    total: options.total ?? items.length,
    unread_count: options.unread ?? items.filter((item) => !item.is_read).length,
    offset: options.offset ?? 0,
    limit: 20,
    has_more: options.hasMore ?? false,
  };
}

import { INBOX, type Language } from '@irreplaceable/contracts/constants';
import type { TInboxMessage } from '@irreplaceable/contracts/inbox/inbox-message';
import type { TListInboxResponse } from '@irreplaceable/contracts/inbox/list-inbox';
import type { TMarkReadResponse } from '@irreplaceable/contracts/inbox/mark-read';
import type { TMarkAllReadResponse } from '@irreplaceable/contracts/inbox/mark-all-read';
import { AppError } from '../../platform/errors/app-error';
import type { InboxRepository } from './repository';

type ListedRow = Awaited<ReturnType<InboxRepository['list']>>[number];

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > INBOX.excerptLength
    ? `${chars.slice(0, INBOX.excerptLength - 1).join('')}…`
    : flat;
}

function toMessage(row: ListedRow, language: Language): TInboxMessage {
  const { message, article } = row;
  const titles = { en: article.titleEn, zh: article.titleZh };
  return {
    id: message.id,
    type: message.type,
    is_read: message.readAt !== null,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
    actor: { id: row.actor.id, username: row.actor.username, avatar_url: row.actor.avatarUrl },
    news_id: message.newsId,
    news_title: titles[language] || titles[language === 'en' ? 'zh' : 'en'],
    comment_id: message.commentId,
    comment_excerpt: excerpt(row.commentText),
    link: `/news/${message.newsId}#comment-${message.commentId}`,
  };
}

export function createInboxService(deps: { repository: InboxRepository }) {
  const { repository } = deps;
  return {
    async list(
      userId: string,
      query: { offset: number; limit: number },
      language: Language,
    ): Promise<TListInboxResponse> {
      const [rows, counts] = await Promise.all([
        repository.list(userId, query.limit, query.offset),
        repository.counts(userId),
      ]);
      return {
        items: rows.map((row) => toMessage(row, language)),
        total: counts.total,
        unread_count: counts.unread,
        offset: query.offset,
        limit: query.limit,
        has_more: query.offset + rows.length < counts.total,
      };
    },

    async markRead(userId: string, id: number): Promise<TMarkReadResponse> {
      if (!(await repository.markRead(userId, id))) throw new AppError('not_found');
      return { id, is_read: true, unread_count: await repository.unreadCount(userId) };
    },

    async markAllRead(userId: string): Promise<TMarkAllReadResponse> {
      const updated = await repository.markAllRead(userId);
      return { updated, unread_count: await repository.unreadCount(userId) };
    },

    async unreadCount(userId: string) {
      return { unread_count: await repository.unreadCount(userId) };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;

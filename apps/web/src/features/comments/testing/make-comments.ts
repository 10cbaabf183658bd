import type {
  TComment,
  TCommentReply,
  TCommentUser,
} from '@irreplaceable/contracts/comments/comment';
import type { TListCommentsResponse } from '@irreplaceable/contracts/comments/list-comments';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import type { TNewsBundle } from '@irreplaceable/contracts/news/get-news-bundle';

export function makeCommentUser(id: string, username = id): TCommentUser {
  return { id, username, avatar_url: null };
}

export function makeReply(
  id: number,
  parentId: number,
  overrides: Partial<TCommentReply> = {},
): TCommentReply {
  return {
    id,
    news_id: 7,
    parent_comment_id: parentId,
    user: makeCommentUser(`replier-${id}`, `Replier ${id}`),
    comment_text: `Reply ${id}`,
    mentioned_user: null,
    created_at: '2025-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeComment(id: number, overrides: Partial<TComment> = {}): TComment {
  return {
    id,
    news_id: 7,
    parent_comment_id: null,
    user: makeCommentUser(`writer-${id}`, `Writer ${id}`),
    comment_text: `Comment ${id}`,
    mentioned_user: null,
    created_at: '2025-11-20T10:00:00.000Z',
    children: [],
    reply_count: 0,
    has_more_replies: false,
    ...overrides,
  };
}

export function commentsPage(
  items: TComment[],
  options: { offset?: number; total?: number; hasMore?: boolean } = {},
): TListCommentsResponse {
  return {
    items,
    total: options.total ?? items.length,
    offset: options.offset ?? 0,
    limit: 10,
    has_more: options.hasMore ?? false,
  };
}

/** The article the comments sit under: only what the page needs to show them. */
export function makeArticle(id = 7): TNewsDetail {
  return {
    id,
    title: 'An article',
    summary: 'Its summary.',
    title_en: 'An article',
    title_zh: '一篇文章',
    summary_en: 'Its summary.',
    summary_zh: '摘要。',
    language: 'en',
    category: 'technology',
    author: 'Editorial',
    author_id: 'author-1',
    author_avatar: null,
    author_verified: false,
    reading_time: 1,
    views: 1,
    likes: 0,
    comments: 0,
    tags: [],
    tags_zh: [],
    images: [],
    cover_url: null,
    created_at: '2025-11-20T10:00:00.000Z',
    published_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-11-20T10:00:00.000Z',
    liked_by_me: false,
  };
}

export function makeBundle(id = 7): TNewsBundle {
  return {
    id,
    images: [],
    content_page_url_en: `/api/news/content/${id}/en?v=1`,
    content_page_url_zh: `/api/news/content/${id}/zh?v=1`,
  };
}

import { LRUCache } from 'lru-cache';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TListNewsResponse,
  TNewsFilter,
  TNewsSort,
} from '@irreplaceable/contracts/news/list-news';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import type { TNewsBundle } from '@irreplaceable/contracts/news/get-news-bundle';
import type { TLikeNewsResponse } from '@irreplaceable/contracts/news/like-news';
import { AppError } from '../../platform/errors/app-error';
import { categoriesMatching } from './categories';
import {
  imagesByArticle,
  localized,
  toNewsImage,
  coverOf,
  toNewsListItem,
  type UrlOf,
} from './presenters';
import type { NewsRepository } from './repository';
import type { ReadCache } from '../../platform/cache/read-cache';
import { newsReadTags } from '../../platform/cache/news-read-tags';

/** Board search text: letters, digits, spaces and hyphens (spec 000 section 5). */
const cleanSearch = (search: string | undefined) =>
  search?.replace(/[^\p{L}\p{N}\s-]/gu, '').trim() || undefined;

export const contentPageUrl = (id: number, language: Language, version: string) =>
  `/api/news/content/${id}/${language}?v=${version}`;

/** Reader-days whose view this instance knows is stored; a few MB at most. */
const VIEWS_REMEMBERED = 50_000;

/** Yesterday's readers are forgotten at most this often, per instance. */
const FORGET_VIEWS_EVERY_MS = 60 * 60_000;

export function createNewsService(deps: {
  repository: NewsRepository;
  urlOf: UrlOf;
  cache: ReadCache;
  now?: () => Date;
}) {
  const { repository, urlOf } = deps;
  const now = deps.now ?? (() => new Date());
  let forgottenAt = 0;
  // A reader's later reads of an article that day change nothing, so they need no database.
  const viewsStored = new LRUCache<string, true>({ max: VIEWS_REMEMBERED });

  async function countView(id: number, viewer: string): Promise<boolean> {
    const at = now();
    const day = at.toISOString().slice(0, 10);
    const seen = `${day}|${id}|${viewer}`;
    // Whether the article is still published is then left to `article`, which refuses it if not.
    if (viewsStored.has(seen)) return true;
    const view = await repository.viewPublished(id, viewer, day);
    if (view !== 'absent') viewsStored.set(seen, true);
    // A new reader changes the view count the article and the board show.
    if (view === 'counted') await deps.cache.invalidate(newsReadTags.viewed(id));
    if (at.getTime() - forgottenAt >= FORGET_VIEWS_EVERY_MS) {
      forgottenAt = at.getTime();
      await repository.forgetViewsBefore(day);
    }
    return view !== 'absent';
  }

  /** A published article as every reader sees it, without the view this read counts. */
  async function article(id: number, language: Language): Promise<TNewsDetail> {
    const [row, images] = await Promise.all([repository.findById(id), repository.imagesFor([id])]);
    if (!row || row.article.status !== 'published') throw new AppError('not_found');
    return { ...toNewsListItem(row, images, language, urlOf), liked_by_me: false };
  }

  async function requirePublished(id: number) {
    const row = await repository.findById(id);
    if (!row || row.article.status !== 'published') throw new AppError('not_found');
    return row;
  }

  return {
    async list(
      query: {
        page: number;
        page_size: number;
        sort_by: TNewsSort;
        search?: string | undefined;
        search_by: 'title' | 'category';
        filter: TNewsFilter;
      },
      language: Language,
    ): Promise<TListNewsResponse> {
      const search = cleanSearch(query.search);
      const {
        rows,
        images: imageRows,
        total,
      } = await repository.listPublished({
        page: query.page,
        pageSize: query.page_size,
        sort: query.sort_by,
        filter: query.filter,
        titleSearch: query.search_by === 'title' ? search : undefined,
        categories:
          query.search_by === 'category' && search ? categoriesMatching(search) : undefined,
      });
      const images = imagesByArticle(imageRows);
      return {
        items: rows.map((row) =>
          toNewsListItem(row, images.get(row.article.id) ?? [], language, urlOf),
        ),
        page: query.page,
        page_size: query.page_size,
        total,
        has_more: query.page * query.page_size < total,
      };
    },

    /**
     * One published article in the reader's language. Reading it counts a view, once per reader
     * per day: `viewer` names the reader (a user id, or a keyed hash for a visitor).
     */
    async detail(
      id: number,
      language: Language,
      viewerId: string | null,
      viewer: string,
    ): Promise<TNewsDetail> {
      if (!(await countView(id, viewer))) throw new AppError('not_found');
      const [page, liked] = await Promise.all([
        article(id, language),
        viewerId ? repository.isLikedBy(id, viewerId) : Promise.resolve(false),
      ]);
      return { ...page, liked_by_me: liked };
    },

    article,

    /** Counts the view of a reader who is not signed in; false when the article is not public. */
    countView,

    async bundle(id: number, language: Language): Promise<TNewsBundle> {
      const row = await requirePublished(id);
      const images = await repository.imagesFor([id]);
      const cover = coverOf(images);
      const version = row.article.contentVersion;
      return {
        id,
        images: images.map((image) => toNewsImage(image, language, urlOf, cover?.uploadId)),
        content_page_url_en: contentPageUrl(id, 'en', version),
        content_page_url_zh: contentPageUrl(id, 'zh', version),
      };
    },

    /** The sanitised body in one language (the other when that one is empty) and its ETag. */
    async content(id: number, language: Language): Promise<{ html: string; etag: string }> {
      const article = await repository.findContent(id);
      if (!article || article.status !== 'published') throw new AppError('not_found');
      const body = localized({ en: article.contentEn, zh: article.contentZh }, language);
      return { html: body.text, etag: `"${article.contentVersion}-${body.language}"` };
    },

    async setLike(id: number, userId: string, liked: boolean): Promise<TLikeNewsResponse> {
      await requirePublished(id);
      const likes = await repository.setLike(id, userId, liked);
      await deps.cache.invalidate(newsReadTags.articleChanged(id));
      return { news_id: id, liked, likes };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;

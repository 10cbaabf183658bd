import type { Language } from '@irreplaceable/contracts/constants';
import type { TNewsImage, TNewsListItem } from '@irreplaceable/contracts/news/news-item';
import type {
  TAdminNewsArticle,
  TAdminNewsImage,
} from '@irreplaceable/contracts/news/admin-news-article';
import type { TAdminNewsListItem } from '@irreplaceable/contracts/news/admin-list-news';
import type { FullNewsWithAuthor, NewsImageRow, NewsSummary, NewsWithAuthor } from './repository';

/** Where a browser fetches a stored image: the file store's `urlOf`. */
export type UrlOf = (storageKey: string) => string;

/** The text in the wanted language, or in the other one when that is empty. */
export function localized(
  values: { en: string; zh: string },
  language: Language,
): { text: string; language: Language } {
  const other: Language = language === 'en' ? 'zh' : 'en';
  return values[language]
    ? { text: values[language], language }
    : { text: values[other], language: other };
}

export function articleTitle(article: NewsSummary, language: Language) {
  return localized({ en: article.titleEn, zh: article.titleZh }, language);
}

export function articleSummary(article: NewsSummary, language: Language) {
  return localized({ en: article.summaryEn, zh: article.summaryZh }, language).text;
}

/** The cover is the image marked so, or else the first. */
export function coverOf<T extends { isCover: boolean }>(images: T[]): T | undefined {
  return images.find((image) => image.isCover) ?? images[0];
}

export function toNewsImage(
  image: NewsImageRow,
  language: Language,
  urlOf: UrlOf,
  coverId?: string,
): TNewsImage {
  return {
    id: image.uploadId,
    url: urlOf(image.storageKey),
    caption: localized({ en: image.captionEn, zh: image.captionZh }, language).text,
    caption_en: image.captionEn,
    caption_zh: image.captionZh,
    placeholder: image.placeholder,
    is_cover: image.uploadId === coverId,
    width: image.width,
    height: image.height,
  };
}

function toImages(images: NewsImageRow[], language: Language, urlOf: UrlOf): TNewsImage[] {
  const cover = coverOf(images);
  return images.map((image) => toNewsImage(image, language, urlOf, cover?.uploadId));
}

/**
 * The byline in the reader's language: as written for that language, else as written for the
 * other, else the author account's username.
 */
export function byline(row: NewsWithAuthor, language: Language): string {
  const { authorName, authorNameZh } = row.article;
  return localized({ en: authorName, zh: authorNameZh }, language).text || row.author.username;
}

export function toNewsListItem(
  row: NewsWithAuthor,
  images: NewsImageRow[],
  language: Language,
  urlOf: UrlOf,
): TNewsListItem {
  const { article } = row;
  const title = articleTitle(article, language);
  const cover = coverOf(images);
  return {
    id: article.id,
    title: title.text,
    summary: articleSummary(article, title.language),
    title_en: article.titleEn,
    title_zh: article.titleZh,
    summary_en: article.summaryEn,
    summary_zh: article.summaryZh,
    language: title.language,
    category: article.category,
    author: byline(row, language),
    author_id: article.authorId,
    author_avatar: row.author.avatarUrl,
    author_verified: row.author.isAdmin,
    reading_time: language === 'zh' ? article.readingTimeZh : article.readingTimeEn,
    views: article.views,
    likes: article.likes,
    comments: article.comments,
    tags: article.tags,
    tags_zh: article.tagsZh,
    images: toImages(images, language, urlOf),
    cover_url: cover ? urlOf(cover.storageKey) : null,
    created_at: article.createdAt.toISOString(),
    published_at: (article.publishedAt ?? article.createdAt).toISOString(),
    updated_at: article.updatedAt.toISOString(),
  };
}

function toAdminImage(
  image: NewsImageRow,
  coverId: string | undefined,
  urlOf: UrlOf,
): TAdminNewsImage {
  return {
    upload_id: image.uploadId,
    url: urlOf(image.storageKey),
    caption_en: image.captionEn,
    caption_zh: image.captionZh,
    is_cover: image.uploadId === coverId,
    placeholder: image.placeholder,
    width: image.width,
    height: image.height,
  };
}

export function toAdminArticle(
  row: FullNewsWithAuthor,
  images: NewsImageRow[],
  urlOf: UrlOf,
): TAdminNewsArticle {
  const { article } = row;
  const cover = coverOf(images);
  return {
    id: article.id,
    status: article.status,
    title_en: article.titleEn,
    title_zh: article.titleZh,
    summary_en: article.summaryEn,
    summary_zh: article.summaryZh,
    content_en: article.contentEn,
    content_zh: article.contentZh,
    category: article.category,
    tags: article.tags,
    tags_zh: article.tagsZh,
    author: article.authorName || row.author.username,
    author_zh: article.authorNameZh,
    author_id: article.authorId,
    reading_time: Math.max(article.readingTimeEn, article.readingTimeZh),
    images: images.map((image) => toAdminImage(image, cover?.uploadId, urlOf)),
    views: article.views,
    likes: article.likes,
    comments: article.comments,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    published_at: article.publishedAt?.toISOString() ?? null,
  };
}

export function toAdminListItem(
  row: NewsWithAuthor,
  images: NewsImageRow[],
  urlOf: UrlOf,
): TAdminNewsListItem {
  const { article } = row;
  const cover = coverOf(images);
  return {
    id: article.id,
    status: article.status,
    title_en: article.titleEn,
    title_zh: article.titleZh,
    category: article.category,
    author: byline(row, 'en'),
    cover_url: cover ? urlOf(cover.storageKey) : null,
    reading_time: Math.max(article.readingTimeEn, article.readingTimeZh),
    views: article.views,
    likes: article.likes,
    comments: article.comments,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    published_at: article.publishedAt?.toISOString() ?? null,
  };
}

/** Groups image rows by article, keeping their order. */
export function imagesByArticle(images: NewsImageRow[]): Map<number, NewsImageRow[]> {
  const map = new Map<number, NewsImageRow[]>();
  for (const image of images) {
    const list = map.get(image.newsId) ?? [];
    list.push(image);
    map.set(image.newsId, list);
  }
  return map;
}

import crypto from 'node:crypto';
import type { z } from 'zod';
import type {
  TAdminListNewsResponse,
  ZAdminListNewsQuery,
} from '@irreplaceable/contracts/news/admin-list-news';
import type {
  TAdminNewsArticle,
  TNewsStatus,
} from '@irreplaceable/contracts/news/admin-news-article';
import type { TSaveNewsBody } from '@irreplaceable/contracts/news/admin-save-news';
import { AppError } from '../../platform/errors/app-error';
import { imagesByArticle, toAdminArticle, toAdminListItem, type UrlOf } from './presenters';
import type { NewsImageValues, NewsRepository, NewsValues } from './repository';
import { readingMinutes } from './reading-time';
import { plainField, plainText, sanitizeArticleHtml } from './sanitize-content';

type ListQuery = z.output<typeof ZAdminListNewsQuery>;

function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map(plainField).filter(Boolean)) {
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}

/** Everything an admin writes, cleaned: content through the allow-list, other fields as text. */
function cleanArticle(body: TSaveNewsBody) {
  const values = {
    titleEn: plainField(body.title_en),
    titleZh: plainField(body.title_zh),
    summaryEn: plainField(body.summary_en),
    summaryZh: plainField(body.summary_zh),
    contentEn: sanitizeArticleHtml(body.content_en),
    contentZh: sanitizeArticleHtml(body.content_zh),
    category: body.category,
    tags: uniqueTags(body.tags),
    tagsZh: uniqueTags(body.tags_zh),
    authorName: plainField(body.author),
    authorNameZh: plainField(body.author_zh),
  };
  if (!values.titleEn && !values.titleZh) {
    throw new AppError('validation_error', { field: 'title' });
  }
  const textEn = plainText(values.contentEn) || values.summaryEn;
  const textZh = plainText(values.contentZh) || values.summaryZh;
  const minutesEn = readingMinutes(textEn || textZh);
  const minutesZh = readingMinutes(textZh || textEn);
  return {
    ...values,
    readingTimeEn: minutesEn,
    readingTimeZh: minutesZh,
    contentVersion: crypto
      .createHash('sha256')
      .update(`${values.contentEn}\u0000${values.contentZh}`)
      .digest('hex')
      .slice(0, 16),
  };
}

export function createNewsAdminService(deps: {
  repository: NewsRepository;
  userExists: (id: string) => Promise<boolean>;
  urlOf: UrlOf;
}) {
  const { repository, urlOf } = deps;

  async function present(id: number): Promise<TAdminNewsArticle> {
    const row = await repository.findFullById(id);
    if (!row) throw new AppError('not_found');
    return toAdminArticle(row, await repository.imagesFor([id]), urlOf);
  }

  async function checkedImages(body: TSaveNewsBody): Promise<NewsImageValues[]> {
    const ids = [...new Set(body.images.map((image) => image.upload_id))];
    const found = await repository.findUploads(ids);
    if (found.length !== ids.length || ids.length !== body.images.length) {
      throw new AppError('validation_error', { field: 'images' });
    }
    return body.images.map((image) => ({
      uploadId: image.upload_id,
      captionEn: plainField(image.caption_en),
      captionZh: plainField(image.caption_zh),
      isCover: image.is_cover,
    }));
  }

  async function checkedAuthor(authorId: string | undefined, fallback: string): Promise<string> {
    if (authorId === undefined) return fallback;
    if (!(await deps.userExists(authorId))) {
      throw new AppError('validation_error', { field: 'author_id' });
    }
    return authorId;
  }

  return {
    async list(query: ListQuery): Promise<TAdminListNewsResponse> {
      const { rows, total } = await repository.listAll({
        page: query.page,
        pageSize: query.page_size,
        status: query.status,
        search: query.search?.trim() || undefined,
      });
      const images = imagesByArticle(await repository.imagesFor(rows.map((r) => r.article.id)));
      return {
        items: rows.map((row) => toAdminListItem(row, images.get(row.article.id) ?? [], urlOf)),
        page: query.page,
        page_size: query.page_size,
        total,
        has_more: query.page * query.page_size < total,
      };
    },

    get: present,

    /** `publishedAt` lets seeded articles carry their own dates; admins publish "now". */
    async create(
      body: TSaveNewsBody,
      adminId: string,
      options: { publishedAt?: Date } = {},
    ): Promise<TAdminNewsArticle> {
      const status: TNewsStatus = body.status ?? 'draft';
      const publishedAt = options.publishedAt ?? new Date();
      const values: NewsValues = {
        ...cleanArticle(body),
        authorId: await checkedAuthor(body.author_id, adminId),
        status,
        publishedAt: status === 'published' ? publishedAt : null,
        ...(options.publishedAt && {
          createdAt: options.publishedAt,
          updatedAt: options.publishedAt,
        }),
      };
      const id = await repository.insert(values, await checkedImages(body));
      return present(id);
    },

    async update(id: number, body: TSaveNewsBody): Promise<TAdminNewsArticle> {
      const current = await repository.findById(id);
      if (!current) throw new AppError('not_found');
      const status = body.status ?? current.article.status;
      const values: NewsValues = {
        ...cleanArticle(body),
        authorId: await checkedAuthor(body.author_id, current.article.authorId),
        status,
        publishedAt: current.article.publishedAt ?? (status === 'published' ? new Date() : null),
      };
      if (!(await repository.update(id, values, await checkedImages(body)))) {
        throw new AppError('not_found');
      }
      return present(id);
    },

    async setStatus(id: number, status: TNewsStatus): Promise<TAdminNewsArticle> {
      if (!(await repository.setStatus(id, status))) throw new AppError('not_found');
      return present(id);
    },

    async remove(id: number): Promise<{ id: number; deleted: true }> {
      if (!(await repository.delete(id))) throw new AppError('not_found');
      return { id, deleted: true };
    },

    countAll: () => repository.countAll(),
  };
}

export type NewsAdminService = ReturnType<typeof createNewsAdminService>;

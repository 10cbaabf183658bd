import type { FastifyInstance } from 'fastify';
import type { PageMetaResolver } from '../../platform/http/page-meta';
import { articleSummary, articleTitle, coverOf } from './presenters';

const SITE = { en: 'Irreplaceable', zh: '不可替代' } as const;

/** A shared article link previews its title, summary and cover (as PNG when it is a drawing). */
export function newsPageMeta(app: FastifyInstance): PageMetaResolver {
  return async (path, language) => {
    const id = path.match(/^\/news\/(\d+)\/?$/)?.[1];
    if (!id) return undefined;
    const row = await app.newsRepository.findById(Number(id));
    if (!row || row.article.status !== 'published') return undefined;
    const title = articleTitle(row.article, language);
    const cover = coverOf(await app.newsRepository.imagesFor([row.article.id]));
    const origin = app.deps.config.publicUrl.replace(/\/$/, '');
    const image = cover && app.newsShareImages.describe(cover.storageKey, origin, cover);
    return {
      title: `${title.text} | ${SITE[language]}`,
      description: articleSummary(row.article, title.language).slice(0, 200),
      ...(image && {
        image: {
          url: image.url,
          width: image.width,
          height: image.height,
          type: image.contentType,
        },
      }),
      url: `${origin}/news/${row.article.id}`,
    };
  };
}

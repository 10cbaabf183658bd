import type { FastifyInstance } from 'fastify';
import type { PageMetaResolver } from '../../platform/http/page-meta';
import { pageAddresses, siteBase } from '../../platform/http/page-addresses';
import { SECTION_NAMES } from '../../platform/http/site-sections';
import { breadcrumbList, newsArticle, SITE_NAME } from '../../platform/http/structured-data';
import { CATEGORY_NAMES } from './categories';
import { articleSummary, articleTitle, byline, coverOf } from './presenters';

/**
 * A published article's head: title, summary and cover (as PNG when it is a drawing) for shared
 * links, and a NewsArticle with its dates and byline, under the news board, for search engines.
 */
export function newsPageMeta(app: FastifyInstance): PageMetaResolver {
  const { publicUrl } = app.deps.config;
  return async (path, language) => {
    const id = path.match(/^\/news\/(\d+)\/?$/)?.[1];
    if (!id) return undefined;
    const row = await app.newsRepository.findById(Number(id));
    if (!row || row.article.status !== 'published') return undefined;
    const { article } = row;
    const title = articleTitle(article, language);
    const description = articleSummary(article, title.language).slice(0, 200);
    const cover = coverOf(await app.newsRepository.imagesFor([article.id]));
    const image =
      cover && app.newsShareImages.describe(cover.storageKey, siteBase(publicUrl), cover);
    const addresses = pageAddresses(publicUrl, `/news/${article.id}`);
    const at = (section: string) => pageAddresses(publicUrl, section)[language];
    const published = article.publishedAt ?? article.createdAt;
    const section = CATEGORY_NAMES[article.category][language];
    const tags = title.language === 'zh' ? article.tagsZh : article.tags;
    return {
      title: `${title.text} | ${SITE_NAME[language]}`,
      description,
      language,
      addresses,
      type: 'article',
      ...(image && {
        image: {
          url: image.url,
          width: image.width,
          height: image.height,
          type: image.contentType,
        },
      }),
      article: {
        publishedTime: published.toISOString(),
        modifiedTime: article.updatedAt.toISOString(),
        section,
        tags,
      },
      structuredData: [
        newsArticle(
          {
            headline: title.text,
            description,
            url: addresses[language],
            language: title.language,
            datePublished: published,
            dateModified: article.updatedAt,
            author: byline(row, language),
            imageUrls: image ? [image.url] : [],
            section,
            keywords: tags,
            siteUrl: at('/'),
          },
          language,
        ),
        breadcrumbList([
          { name: SECTION_NAMES.home[language], url: at('/') },
          { name: SECTION_NAMES.news[language], url: at('/news') },
          { name: title.text, url: addresses[language] },
        ]),
      ],
    };
  };
}

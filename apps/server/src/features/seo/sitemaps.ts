import { pageAddresses, siteBase } from '../../platform/http/page-addresses';
import type { ListedPage, SeoRepository } from './repository';
import { SITE_PAGES } from './site-pages';
import { sitemapIndex, urlSet, type SitemapPage } from './sitemap-xml';

const PAGED_LISTS = ['jobs', 'news'] as const;
type PagedList = (typeof PAGED_LISTS)[number];

/**
 * The sitemap: every public site page, job page and published article, each in both languages.
 * When that is more than one file may hold, /sitemap.xml is an index of files under /sitemaps/:
 * `site.xml`, then `jobs-1.xml`, `jobs-2.xml`... and `news-1.xml`... in id order.
 */
export function createSitemaps(options: {
  repository: SeoRepository;
  publicUrl: string;
  /** Addresses per file; each page takes two, one per language. */
  urlsPerFile: number;
}) {
  const { repository, publicUrl } = options;
  const pagesPerFile = Math.max(1, Math.floor(options.urlsPerFile / 2));
  const sitePages = (): SitemapPage[] =>
    SITE_PAGES.map((path) => ({ addresses: pageAddresses(publicUrl, path) }));
  const listed = (prefix: string) => (page: ListedPage) => ({
    addresses: pageAddresses(publicUrl, `${prefix}/${page.id}`),
    lastModified: page.updatedAt,
  });
  const load: Record<PagedList, (offset: number, limit: number) => Promise<SitemapPage[]>> = {
    jobs: async (offset, limit) => (await repository.jobPages(offset, limit)).map(listed('/jobs')),
    news: async (offset, limit) =>
      (await repository.publishedArticles(offset, limit)).map(listed('/news')),
  };
  const counts = async (): Promise<Record<PagedList, number>> => {
    const [jobs, news] = await Promise.all([
      repository.countJobPages(),
      repository.countPublishedArticles(),
    ]);
    return { jobs, news };
  };

  return {
    /** What /sitemap.xml answers: every page when they fit in one file, else the index. */
    async root(): Promise<string> {
      const total = await counts();
      if (SITE_PAGES.length + total.jobs + total.news <= pagesPerFile) {
        const [jobs, news] = await Promise.all([
          load.jobs(0, total.jobs),
          load.news(0, total.news),
        ]);
        return urlSet([...sitePages(), ...jobs, ...news]);
      }
      const names = [
        'site',
        ...PAGED_LISTS.flatMap((list) =>
          Array.from(
            { length: Math.ceil(total[list] / pagesPerFile) },
            (_, i) => `${list}-${i + 1}`,
          ),
        ),
      ];
      return sitemapIndex(
        names.map((name) => ({ url: `${siteBase(publicUrl)}/sitemaps/${name}.xml` })),
      );
    },

    /** One file the index names (`site`, `jobs-2`...), or undefined when there is none. */
    async file(name: string): Promise<string | undefined> {
      if (name === 'site') return urlSet(sitePages());
      const match = /^(jobs|news)-([1-9]\d{0,8})$/.exec(name);
      if (!match) return undefined;
      const list = match[1] as PagedList;
      const pages = await load[list]((Number(match[2]) - 1) * pagesPerFile, pagesPerFile);
      return pages.length > 0 ? urlSet(pages) : undefined;
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

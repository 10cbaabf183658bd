import type { FastifyInstance } from 'fastify';
import type { PageMetaResolver } from '../../platform/http/page-meta';
import { pageAddresses } from '../../platform/http/page-addresses';
import { SECTION_NAMES } from '../../platform/http/site-sections';
import { breadcrumbList, SITE_NAME } from '../../platform/http/structured-data';
import { jobTitle } from './presenters';

const SUFFIX = { en: 'AI replacement risk', zh: 'AI 替代风险' } as const;
/** No study covers the occupation: the preview names no figure. */
const UNRATED = { en: 'AI replacement risk not rated', zh: 'AI 替代风险暂无评分' } as const;

/**
 * A job page's head: its title, rate and the start of its description for shared links, and its
 * place under the job board for search engines.
 */
export function jobPageMeta(app: FastifyInstance): PageMetaResolver {
  const { publicUrl } = app.deps.config;
  return async (path, language) => {
    const id = path.match(/^\/jobs?\/(\d+)\/?$/)?.[1];
    if (!id) return undefined;
    const job = await app.jobsRepository.findById(Number(id));
    if (!job) return undefined;
    const title = jobTitle(job, language);
    const summary = job.analysis.content[language].description
      .replace(/[*_#>`[\]]/g, '')
      .replace(/\s+/g, ' ')
      .slice(0, 180);
    const rate =
      job.aiReplacementRate === null
        ? UNRATED[language]
        : `${job.aiReplacementRate}% ${SUFFIX[language]}`;
    const addresses = pageAddresses(publicUrl, `/jobs/${job.id}`);
    const at = (section: string) => pageAddresses(publicUrl, section)[language];
    return {
      title: `${title}: ${rate} | ${SITE_NAME[language]}`,
      description: summary,
      language,
      addresses,
      type: 'website',
      structuredData: [
        breadcrumbList([
          { name: SECTION_NAMES.home[language], url: at('/') },
          { name: SECTION_NAMES.jobs[language], url: at('/jobs') },
          { name: title, url: addresses[language] },
        ]),
      ],
    };
  };
}

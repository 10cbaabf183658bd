import type { FastifyInstance } from 'fastify';
import type { PageMetaResolver } from '../../platform/http/page-meta';
import { jobTitle } from './presenters';

const SUFFIX = { en: 'AI replacement risk', zh: 'AI 替代风险' } as const;
/** No study covers the occupation: the preview names no figure. */
const UNRATED = { en: 'AI replacement risk not rated', zh: 'AI 替代风险暂无评分' } as const;

/** A shared job link previews its title, its rate and the start of its description. */
export function jobPageMeta(app: FastifyInstance): PageMetaResolver {
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
    return {
      title: `${title}: ${job.aiReplacementRate === null ? UNRATED[language] : `${job.aiReplacementRate}% ${SUFFIX[language]}`} | ${language === 'zh' ? '不可替代' : 'Irreplaceable'}`,
      description: summary,
      url: `${app.deps.config.publicUrl}/jobs/${job.id}`,
    };
  };
}

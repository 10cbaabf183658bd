import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TIndustryAnalysisResponse,
  TIndustryHistoryResponse,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import type { CvRecord } from '@irreplaceable/analyst/cv/cv-record';
import { loadIndustries } from '@irreplaceable/analyst/industry/industry-base';
import type { IndustryRecord } from '@irreplaceable/analyst/industry/industry-record';
import { presentIndustryRecord } from '@irreplaceable/analyst/industry/present-industry';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { AppError } from '../../platform/errors/app-error';
import { createPersonalAnalysesRepository } from '../personal-analyses/repository';
import { toIndustryAnalysis, toIndustryHistoryItem } from './presenters';
import { createIndustryAnalysisService, type IndustryAnalysisService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    industryAnalysis: IndustryAnalysisService & {
      /** Worded in `language` when given, else in the language the analysis was made in. */
      read(userId: string, id: string, language?: Language): Promise<TIndustryAnalysisResponse>;
      history(
        userId: string,
        page: number,
        pageSize: number,
        language: Language,
      ): Promise<TIndustryHistoryResponse>;
    };
  }
}

/** The industry analysis: its handler on the shared lifecycle, and what its routes read. */
export const industryAnalysisServices = fp(
  async (app: FastifyInstance) => {
    const lifecycle = app.personalAnalyses;
    const repository = createPersonalAnalysesRepository(app.db);
    const knowledge = () => loadKnowledge();
    const industries = () => loadIndustries();

    async function owned(userId: string, id: string, kind: 'cv' | 'industry') {
      const row = await lifecycle.readable(userId, id);
      if (row.kind !== kind) throw new AppError('not_found');
      return row;
    }

    const service = createIndustryAnalysisService({
      lifecycle,
      knowledge,
      industries,
      writer: app.deps.industryProseWriter,
      work: app.analystWork,
      async cvRecord(userId, id) {
        const row = await owned(userId, id, 'cv');
        if (row.status !== 'completed') throw new AppError('analysis_not_ready');
        return row.result as unknown as CvRecord;
      },
    });

    app.decorate('industryAnalysis', {
      ...service,

      async read(userId, id, asked) {
        const row = await owned(userId, id, 'industry');
        const language = asked ?? row.language;
        const record =
          row.status === 'completed' ? (row.result as unknown as IndustryRecord) : null;
        const feedback = await app.feedback.own(userId, 'industry_analysis', row.id);
        return toIndustryAnalysis(row, {
          language,
          base: industries(),
          result: record
            ? presentIndustryRecord(record, language, knowledge(), industries())
            : null,
          feedback,
        });
      },

      async history(userId, page, pageSize, language) {
        const { rows, total } = await repository.history(userId, 'industry', page, pageSize);
        return {
          items: rows.map((row) =>
            toIndustryHistoryItem(row, {
              language,
              expired: lifecycle.isExpired(row),
              base: industries(),
            }),
          ),
          total,
          page,
          page_size: pageSize,
          has_more: page * pageSize < total,
        };
      },
    });
  },
  {
    name: 'industry-analysis-services',
    dependencies: ['personal-analyses-services', 'feedback-services'],
  },
);

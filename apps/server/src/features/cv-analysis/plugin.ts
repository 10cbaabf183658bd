import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TCvAnalysisResponse,
  TCvHistoryResponse,
  TRoleJobResponse,
} from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import type { CvRecord } from '@irreplaceable/analyst/cv/cv-record';
import { AppError } from '../../platform/errors/app-error';
import type { AnalysisFile } from '../personal-analyses/lifecycle';
import { createPersonalAnalysesRepository } from '../personal-analyses/repository';
import { presentResult, toCvAnalysis, toCvHistoryItem } from './presenters';
import { createCvAnalysisService, type CvAnalysisService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cvAnalysis: CvAnalysisService & {
      /** Worded in `language` when given, else in the language the analysis was made in. */
      read(userId: string, id: string, language?: Language): Promise<TCvAnalysisResponse>;
      history(
        userId: string,
        page: number,
        pageSize: number,
        language: Language,
      ): Promise<TCvHistoryResponse>;
      file(userId: string, id: string): Promise<AnalysisFile>;
      roleJob(userId: string, id: string, code: string): Promise<TRoleJobResponse>;
    };
  }
}

/** The CV analysis: its handler on the shared lifecycle, and what its routes read. */
export const cvAnalysisServices = fp(
  async (app: FastifyInstance) => {
    const lifecycle = app.personalAnalyses;
    const repository = createPersonalAnalysesRepository(app.db);
    const knowledge = () => loadKnowledge();
    const service = createCvAnalysisService({
      lifecycle,
      knowledge,
      writer: app.deps.cvProseWriter,
      log: app.log.child({ feature: 'cv-analysis' }),
      work: app.work,
      analystWork: app.analystWork,
    });

    async function owned(userId: string, id: string) {
      const row = await lifecycle.readable(userId, id);
      if (row.kind !== 'cv') throw new AppError('not_found');
      return row;
    }

    app.decorate('cvAnalysis', {
      ...service,

      async read(userId, id, asked) {
        const row = await owned(userId, id);
        const language = asked ?? row.language;
        const record = row.status === 'completed' ? (row.result as unknown as CvRecord) : null;
        const codes = record?.roles.map((role) => role.code) ?? [];
        const [jobIds, hasFile, feedback] = await Promise.all([
          app.jobsRepository.jobIdsByPrimaryCode(codes),
          repository.hasFile(row.id),
          app.feedback.own(userId, 'cv_analysis', row.id),
        ]);
        return toCvAnalysis(row, {
          language,
          result: record ? presentResult(record, language, knowledge(), jobIds) : null,
          hasFile,
          feedback,
        });
      },

      async history(userId, page, pageSize, language) {
        const { rows, total } = await repository.history(userId, 'cv', page, pageSize);
        return {
          items: rows.map((row) =>
            toCvHistoryItem(row, {
              language,
              expired: lifecycle.isExpired(row),
              knowledge: knowledge(),
            }),
          ),
          total,
          page,
          page_size: pageSize,
          has_more: page * pageSize < total,
        };
      },

      async file(userId, id) {
        const row = await owned(userId, id);
        const file = await lifecycle.file(row.id);
        if (!file) throw new AppError('not_found');
        return file;
      },

      async roleJob(userId, id, code) {
        const row = await owned(userId, id);
        if (row.status !== 'completed') throw new AppError('analysis_not_ready');
        const record = row.result as unknown as CvRecord;
        // Only the roles this analysis recommends: no page for any code a caller makes up.
        if (!record.roles.some((role) => role.code === code)) throw new AppError('not_found');
        const page = await app.jobSearch.ensureOccupationPage(code);
        return { status: page.status, job_id: page.jobId };
      },
    });
  },
  {
    name: 'cv-analysis-services',
    dependencies: ['personal-analyses-services', 'feedback-services', 'search-services'],
  },
);

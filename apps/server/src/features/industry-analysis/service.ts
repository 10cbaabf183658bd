import type { TPersonalAnalysisMode } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TStartIndustryAnalysis } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import type { CvRecord } from '@irreplaceable/analyst/cv/cv-record';
import { findIndustries, POPULAR_INDUSTRIES } from '@irreplaceable/analyst/industry/find-industry';
import type { IndustryBase } from '@irreplaceable/analyst/industry/industry-base';
import type { IndustryProseWriter } from '@irreplaceable/analyst/industry/industry-prose';
import type { IndustryRecord } from '@irreplaceable/analyst/industry/industry-record';
import type { KnowledgeBase } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { classifyQuery } from '@irreplaceable/analyst/matching/classify-query';
import { startWaiting } from '@irreplaceable/analyst/llm/waiting-step';
import { AppError } from '../../platform/errors/app-error';
import type { AnalystWorkPool } from '../../platform/work/server-tasks';
import { runAnalystJob } from '../../platform/work/run-analyst-job';
import { notAnIndustry } from './not-an-industry';
import type { AnalysisKindHandler, AnalysisLifecycle } from '../personal-analyses/lifecycle';
import type { AnalysisRow } from '../personal-analyses/repository';

export const INDUSTRY_FEATURE = 'industry_analysis';

/** What an industry analysis keeps of its request. */
export interface IndustryInput {
  industryCode: string;
  /** What the person typed, when they searched rather than picked. */
  industryQuery: string | null;
  cvAnalysisId: string | null;
  currentJob: string | null;
  /** The O*NET code of the named job, read when the request came in. */
  currentJobCode: string | null;
}

/** Control characters and runs of spaces out; what is left is plain text, shown as text. */
function cleanLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Entering an industry": resolves the industry and the person's side before anything is charged
 * (an unknown industry or job is the user's answer, not a failed analysis), then runs on the
 * shared lifecycle's queue; the analysis itself, CPU work, runs in the work pool's child
 * processes, counted against the person's share.
 */
export function createIndustryAnalysisService(deps: {
  lifecycle: AnalysisLifecycle;
  knowledge: () => KnowledgeBase;
  industries: () => IndustryBase;
  writer: IndustryProseWriter;
  /** The person's own completed CV analysis, or an error a user can read. */
  cvRecord: (userId: string, id: string) => Promise<CvRecord>;
  work: AnalystWorkPool;
}) {
  const { lifecycle, writer } = deps;

  /** The industry a request names: a known code, or the best match of a query. */
  function resolveIndustry(body: TStartIndustryAnalysis): string {
    const base = deps.industries();
    if (body.industry_code) {
      if (!base.naics.has(body.industry_code)) {
        throw notAnIndustry(
          body.industry_code,
          POPULAR_INDUSTRIES,
          body.language,
          deps.knowledge(),
          base,
        );
      }
      return body.industry_code;
    }
    const query = cleanLine(body.industry_query ?? '');
    const outcome = findIndustries(query, base);
    if (outcome.kind === 'inappropriate') throw new AppError('inappropriate_content');
    if (outcome.kind === 'empty') throw new AppError('empty_query');
    if (outcome.kind === 'not_found') {
      throw notAnIndustry(query, outcome.suggestions, body.language, deps.knowledge(), base);
    }
    return outcome.hits[0]!.code;
  }

  function resolveJob(text: string, language: Language): string {
    const result = classifyQuery(text, language, deps.knowledge());
    if (result.kind === 'job' && result.occupations[0]) return result.occupations[0].code;
    if (result.kind === 'error' && result.error_type === 'inappropriate_content') {
      throw new AppError('inappropriate_content');
    }
    throw new AppError('job_not_recognised', { query: text.slice(0, 60) });
  }

  const handler: AnalysisKindHandler = {
    kind: 'industry',
    feature: INDUSTRY_FEATURE,
    async run(row, report) {
      const input = row.input as unknown as IndustryInput;
      await report('matching', 20);
      const cv = input.cvAnalysisId ? await deps.cvRecord(row.userId, input.cvAnalysisId) : null;
      let record: IndustryRecord = await runAnalystJob(
        deps.work,
        'analyze-industry',
        {
          industryCode: input.industryCode,
          asOf: row.createdAt.toISOString().slice(0, 7),
          person: {
            cv,
            job:
              input.currentJobCode && input.currentJob
                ? { code: input.currentJobCode, text: input.currentJob }
                : null,
          },
        },
        row.userId,
      );
      await report('ranking', 60);
      if (writer.label) {
        await report('writing', 70);
        // The person waits for the model's words from here, the figures already made: every call
        // of the summary shares one wait (LLM_INTERACTIVE_TIMEOUT_MS).
        const step = startWaiting();
        const written = await writer.write(
          record,
          row.language,
          deps.knowledge(),
          deps.industries(),
          { step },
        );
        record =
          'prose' in written
            ? { ...record, prose: written.prose }
            : {
                ...record,
                proseFallback: written.fallbackReason,
                ...(written.fallbackKind && { proseFallbackKind: written.fallbackKind }),
              };
      }
      await report('saving', 90);
      return record as unknown as Record<string, unknown>;
    },
  };
  lifecycle.register(handler);

  return {
    resolveIndustry,

    async start(
      context: { userId: string; mode: TPersonalAnalysisMode; language: Language },
      body: TStartIndustryAnalysis,
    ): Promise<AnalysisRow> {
      const industryCode = resolveIndustry(body);
      const currentJob = body.current_job ? cleanLine(body.current_job) : '';
      const currentJobCode = currentJob ? resolveJob(currentJob, body.language) : null;
      // The CV analysis must be the person's own and completed now, not only when the work runs.
      if (body.cv_analysis_id) await deps.cvRecord(context.userId, body.cv_analysis_id);
      // A pool with no room refuses now, before anything is charged, not the accepted analysis.
      deps.work.admit(context.userId);
      const input: IndustryInput = {
        industryCode,
        industryQuery: body.industry_query ? cleanLine(body.industry_query) : null,
        cvAnalysisId: body.cv_analysis_id ?? null,
        currentJob: currentJob || null,
        currentJobCode,
      };
      return lifecycle.start({ ...context, kind: 'industry', input: { ...input } });
    },
  };
}

export type IndustryAnalysisService = ReturnType<typeof createIndustryAnalysisService>;

import type { FastifyBaseLogger } from 'fastify';
import type { TPersonalAnalysisMode } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import type { KnowledgeBase } from '@irreplaceable/analyst/knowledge/load-knowledge';
import type { CvRecord } from '@irreplaceable/analyst/cv/cv-record';
import type { CvProseWriter } from '@irreplaceable/analyst/cv/llm/cv-prose';
import { startWaiting } from '@irreplaceable/analyst/llm/waiting-step';
import { AppError } from '../../platform/errors/app-error';
import type { AnalystWorkPool, ServerWorkPool } from '../../platform/work/server-tasks';
import { runAnalystJob } from '../../platform/work/run-analyst-job';
import { CONTENT_TYPE } from '../../platform/documents/document-kinds';
import type { AnalysisKindHandler, AnalysisLifecycle } from '../personal-analyses/lifecycle';
import type { AnalysisRow } from '../personal-analyses/repository';
import { cleanCvText, type CvInput } from './cv-input';
import { checkCvText, readCvUpload } from './read-upload';

export const CV_FEATURE = 'cv_analysis';

interface StartContext {
  userId: string;
  mode: TPersonalAnalysisMode;
  language: Language;
}

const yearMonth = (date: Date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });

/**
 * "Roles that need me": reads a CV (uploaded or pasted), refuses what cannot be read before
 * anything is charged or kept, and runs the analysis on the shared lifecycle's queue. The reading
 * and the analysis are CPU work: both run in the work pool's child processes, counted against the
 * person's share, never on the thread that answers requests.
 */
export function createCvAnalysisService(deps: {
  lifecycle: AnalysisLifecycle;
  knowledge: () => KnowledgeBase;
  writer: CvProseWriter;
  log: FastifyBaseLogger;
  work: ServerWorkPool;
  analystWork: AnalystWorkPool;
}) {
  const { lifecycle, writer } = deps;

  const handler: AnalysisKindHandler = {
    kind: 'cv',
    feature: CV_FEATURE,
    async run(row, report) {
      const input = row.input as unknown as CvInput;
      if (!input.text) throw new AppError('cv_empty');
      await report('matching', 20);
      const outcome = await runAnalystJob(
        deps.analystWork,
        'analyze-cv',
        { text: input.text, asOf: yearMonth(row.createdAt), withGapPlan: row.mode === 'credit' },
        row.userId,
      );
      if (outcome.kind === 'empty') throw new AppError('cv_empty');
      if (outcome.kind === 'not_a_cv') throw new AppError('not_a_cv');
      let record: CvRecord = outcome.record;
      await report('ranking', 60);
      if (writer.label) {
        await report('writing', 70);
        // The person waits for the model's words from here, the figures already made: every call
        // of the summary shares one wait (LLM_INTERACTIVE_TIMEOUT_MS).
        const step = startWaiting();
        const written = await writer.write(record, row.language, deps.knowledge(), { step });
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
    /** A pasted CV. */
    async startFromText(context: StartContext, text: string): Promise<AnalysisRow> {
      const clean = cleanCvText(text);
      const headline = await checkCvText(clean, lifecycle.now(), deps.analystWork, context.userId);
      const input: CvInput = {
        source: 'text',
        fileName: null,
        fileType: null,
        size: null,
        text: clean,
        // A pasted CV has no file name: the list names it by the person and their title.
        label: headline,
      };
      return lifecycle.start({ ...context, kind: 'cv', input: { ...input } });
    },

    /**
     * An uploaded CV: its type read from its bytes, its text read in a child process with memory
     * and time limits; any problem is the user's answer before anything is kept.
     */
    async startFromFile(
      context: StartContext,
      file: { fileName: string | undefined; bytes: Buffer },
    ): Promise<AnalysisRow> {
      const { text, fileName, kind } = await readCvUpload(file, {
        asOf: lifecycle.now(),
        work: deps.work,
        analystWork: deps.analystWork,
        owner: context.userId,
      });
      const input: CvInput = {
        source: 'upload',
        fileName,
        fileType: kind,
        size: file.bytes.length,
        text,
      };
      return lifecycle.start({
        ...context,
        kind: 'cv',
        input: { ...input },
        file: { fileName, contentType: CONTENT_TYPE[kind], bytes: file.bytes },
      });
    },
  };
}

export type CvAnalysisService = ReturnType<typeof createCvAnalysisService>;

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CV_EDITOR, type Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { TTailorCvResponse } from '@irreplaceable/contracts/cv/tailor-cv';
import type { KnowledgeBase } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { tailorCv } from '@irreplaceable/analyst/cv/tailor-cv';
import type { CvTailorWriter } from '@irreplaceable/analyst/cv/llm/cv-tailor-writer';
import { startWaiting } from '@irreplaceable/analyst/llm/waiting-step';
import type { Database } from '../../db/client';
import { cvGenerations, jobs } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { assertCompleteCv } from './cv-pdf';

const utcMinute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/**
 * CV generation (spec 000 section 5; DESIGN.md section 8): the analyst's proposals for one job,
 * answered within the request, at most 3 per user in any 24 hours. The count and the new row
 * share a transaction that holds the user's advisory lock, so racing requests cannot both take the
 * last one; a generation that fails is not counted.
 */
export function createCvTailor(deps: {
  db: Database;
  knowledge: () => KnowledgeBase;
  now: () => Date;
  writer: CvTailorWriter;
}) {
  return {
    async generate(
      userId: string,
      request: { cv: TCvDocument; jobId: number; language: Language },
    ): Promise<TTailorCvResponse> {
      // The person waits for this request: the model's rewording gets what is left of one wait.
      const step = startWaiting();
      assertCompleteCv(request.cv);
      const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, request.jobId));
      if (!job) throw new AppError('not_found');
      const knowledge = deps.knowledge();
      const occupation = knowledge.byCode.get(job.primaryCode);
      if (!occupation) throw new AppError('not_found');
      const { language } = request;
      const jobTitle = language === 'zh' ? job.titleZh || job.title : job.title;

      const target = { jobTitle, occupationCode: job.primaryCode };
      // The count, the built-in proposals and the new row in one short transaction; a model, if
      // configured, rewords them after it, so no lock is held while it writes.
      const counted = await deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cv-generation:${userId}`}))`);
        const now = deps.now();
        const windowStart = new Date(now.getTime() - CV_EDITOR.generationWindowMs);
        const recent = await tx
          .select({ createdAt: cvGenerations.createdAt })
          .from(cvGenerations)
          .where(and(eq(cvGenerations.userId, userId), gt(cvGenerations.createdAt, windowStart)))
          .orderBy(asc(cvGenerations.createdAt));
        const freeAgainAt = (oldest: Date) =>
          new Date(oldest.getTime() + CV_EDITOR.generationWindowMs);
        if (recent.length >= CV_EDITOR.generationsPer24h) {
          throw new AppError('cv_generation_limit', {
            next: utcMinute(freeAgainAt(recent[0]!.createdAt)),
          });
        }
        const tailored = tailorCv(request.cv, target, knowledge, {
          asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
          language,
        });
        await tx.insert(cvGenerations).values({ userId, jobId: job.id, createdAt: now });
        const used = [...recent.map((row) => row.createdAt), now];
        return { tailored, used };
      });

      let { tailored } = counted;
      if (deps.writer.label) {
        const written = await deps.writer.rewrite(request.cv, target, tailored, language, {
          step,
        });
        tailored =
          'tailored' in written
            ? written.tailored
            : {
                ...tailored,
                engine: {
                  ...tailored.engine,
                  fallback_reason: written.fallbackReason,
                  ...(written.fallbackKind && { fallback_kind: written.fallbackKind }),
                },
              };
      }
      const remaining = CV_EDITOR.generationsPer24h - counted.used.length;
      return {
        job: {
          id: job.id,
          title: jobTitle,
          occupation_code: job.primaryCode,
          occupation_title:
            (language === 'zh' ? occupation.titleZh : occupation.title) ?? occupation.title,
        },
        engine: tailored.engine,
        language,
        proposals: tailored.proposals,
        matched: tailored.matched,
        gaps: tailored.gaps,
        remaining,
        next_allowed_at:
          remaining === 0
            ? new Date(counted.used[0]!.getTime() + CV_EDITOR.generationWindowMs).toISOString()
            : null,
      };
    },
  };
}

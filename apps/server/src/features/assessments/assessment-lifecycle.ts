// Starting an assessment and its charge, its status, history, abandoning, and the expiry sweep.
import { randomUUID } from 'node:crypto';
import type {
  TAssessmentHistoryItem,
  TAssessmentHistoryResponse,
  TAssessmentStatusResponse,
  TAssessmentType,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { ASSESSMENT, CREDITS, type Language } from '@irreplaceable/contracts/constants';
import { startWaiting } from '@irreplaceable/analyst/llm/waiting-step';
import { AppError } from '../../platform/errors/app-error';
import { refundCharge, spendCredits } from '../credits/ledger';
import type { AssessmentCore } from './assessment-core';
import { initialState, progressOf, type AssessmentState } from './assessment-state';
import type { AssessmentRow } from './repository';

const CHARGE = { chargeReason: 'assessment_charge', refundReason: 'assessment_refund' } as const;
const FEATURE = 'job_fit';

const START_MESSAGES = {
  started: { en: 'Assessment started.', zh: '评估已开始。' },
  existing: {
    en: 'You already have this assessment in progress. Continue where you left off.',
    zh: '这个职位的评估还在进行中，请从上次的位置继续。',
  },
} satisfies Record<string, Record<Language, string>>;

export function createAssessmentLifecycle(core: AssessmentCore) {
  const {
    db,
    repository,
    engine,
    log,
    now,
    isExpired,
    stateOf,
    jobTitle,
    contextOf,
    load,
    loadJob,
    mutate,
  } = core;

  function startAnswer(
    row: AssessmentRow,
    existing: boolean,
    language: Language,
  ): TStartAssessmentResponse {
    return {
      success: !existing,
      assessment_id: row.id,
      existing_assessment_id: existing ? row.id : null,
      assessment_type: row.type,
      selected_llm_model: row.analyst as TAnalystId,
      job_language: row.jobLanguage,
      credits_charged: existing ? 0 : row.creditsCharged,
      message: START_MESSAGES[existing ? 'existing' : 'started'][language],
    };
  }

  /** The caller already has this job in progress: continue it in the same mode, else refuse. */
  function continueExisting(
    existing: AssessmentRow,
    type: TAssessmentType,
    language: Language,
  ): TStartAssessmentResponse {
    if (existing.type !== type || isExpired(existing)) {
      throw new AppError('assessment_in_progress');
    }
    return startAnswer(existing, true, language);
  }

  return {
    async start(
      userId: string,
      jobId: number,
      body: { assessment_type: TAssessmentType; selected_llm_model: TAnalystId },
      language: Language,
    ): Promise<TStartAssessmentResponse> {
      const step = startWaiting();
      const job = await repository.findJob(jobId);
      if (!job) throw new AppError('not_found');
      const type = body.assessment_type;
      // Free mode always runs with the gpt analyst (spec 001 section 1).
      const analyst: TAnalystId = type === 'free' ? 'gpt' : body.selected_llm_model;
      const existing = await repository.findInProgress(userId, jobId);
      if (existing && !isExpired(existing)) return continueExisting(existing, type, language);
      if (existing) await repository.update(db, existing, { status: 'abandoned' });

      const id = randomUUID();
      const base = { id, jobLanguage: language, analyst, type } as const;
      const context = contextOf(base, job);
      const questionCount =
        type === 'free' ? ASSESSMENT.phase2QuestionsFree : ASSESSMENT.phase2QuestionsCredit;
      const state = initialState(
        engine.engineFor(analyst),
        engine.phase2Questions(context, questionCount),
      );
      const startedAt = now();
      const cost = type === 'credit' ? CREDITS.assessmentCost : 0;

      // The row and the charge commit together: a refused charge leaves no assessment behind.
      const created = await db.transaction(async (tx) => {
        const inserted = await repository.insert(tx, {
          ...base,
          userId,
          jobId,
          status: 'in_progress',
          currentPhase: 1,
          creditsCharged: cost,
          state: state as unknown as Record<string, unknown>,
          startedAt,
          expiresAt:
            type === 'free' ? new Date(startedAt.getTime() + ASSESSMENT.freeResultTtlMs) : null,
        });
        if (inserted && cost > 0) {
          await spendCredits(tx, {
            userId,
            amount: cost,
            reason: CHARGE.chargeReason,
            feature: FEATURE,
            reference: id,
          });
        }
        return inserted;
      });
      if (!created) {
        // Another start for this job won the race a moment ago.
        const winner = await repository.findInProgress(userId, jobId);
        if (!winner) throw new AppError('conflict');
        return continueExisting(winner, type, language);
      }

      try {
        const first = await engine.question1(context, { step });
        const withQuestion: AssessmentState = {
          ...state,
          engine: first.engine,
          phase1: { ...state.phase1, asked: [{ question: first.value, basedOn: [] }, null, null] },
        };
        const written = await repository.update(db, created, { state: withQuestion });
        return startAnswer(written ?? created, false, language);
      } catch (error) {
        log.error({ err: error, assessmentId: id }, 'assessment could not start; refunding');
        await db.transaction(async (tx) => {
          if (cost > 0) {
            await refundCharge(tx, {
              userId,
              ...CHARGE,
              reference: id,
              feature: FEATURE,
            });
          }
          await repository.update(tx, created, { status: 'failed' });
        });
        throw new AppError('assessment_start_failed');
      }
    },

    async status(
      userId: string,
      id: string,
      language: Language,
    ): Promise<TAssessmentStatusResponse> {
      const row = await load(userId, id);
      const job = await loadJob(row);
      const state = stateOf(row);
      return {
        id: row.id,
        job_id: row.jobId,
        job_title: jobTitle(job, language),
        status: row.status,
        current_phase: row.currentPhase,
        can_continue: row.status === 'in_progress',
        assessment_type: row.type,
        selected_llm_model: row.analyst as TAnalystId,
        job_language: row.jobLanguage,
        progress_percentage: progressOf(row.currentPhase, state, row.status === 'completed'),
        started_at: row.startedAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
        expires_at: row.expiresAt?.toISOString() ?? null,
        engine: state.engine,
      };
    },

    async abandon(userId: string, id: string) {
      const row = await repository.get(id, userId);
      if (!row) throw new AppError('not_found');
      return mutate(userId, id, async (current) => {
        if (current.status === 'abandoned')
          return { result: () => ({ success: true as const, status: current.status }) };
        if (current.status !== 'in_progress') throw new AppError('assessment_closed');
        return {
          changes: { status: 'abandoned' },
          result: (written) => ({ success: true as const, status: written.status }),
        };
      });
    },

    async history(
      userId: string,
      query: { page: number; page_size: number; job_id?: number | undefined },
      language: Language,
    ): Promise<TAssessmentHistoryResponse> {
      const { rows, total } = await repository.history({
        userId,
        jobId: query.job_id,
        page: query.page,
        pageSize: query.page_size,
      });
      const items = rows.map((row): TAssessmentHistoryItem => {
        const expired = isExpired(row);
        return {
          id: row.id,
          job_id: row.jobId,
          job_title: jobTitle(row, language),
          assessment_type: row.type,
          started_at: row.startedAt.toISOString(),
          completed_at: row.completedAt?.toISOString() ?? null,
          status: row.status,
          current_phase: row.currentPhase,
          can_continue: row.status === 'in_progress' && !expired,
          can_view_result: row.status === 'completed' && !expired,
          expired,
          selected_llm_model: row.analyst as TAnalystId,
          job_language: row.jobLanguage,
          fit_score: row.fitScore,
        };
      });
      return {
        items,
        total,
        page: query.page,
        page_size: query.page_size,
        has_more: query.page * query.page_size < total,
      };
    },

    /** Erases the content of free assessments whose 24 h are over (the scheduled sweep). */
    async sweepExpired(): Promise<number> {
      return repository.eraseExpired(now());
    },
  };
}

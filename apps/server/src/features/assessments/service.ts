import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  TAssessmentHistoryItem,
  TAssessmentHistoryResponse,
  TAssessmentStatusResponse,
  TAssessmentType,
  TPhase1Body,
  TPhase1Question,
  TPhase2Body,
  TPhase2QuestionsResponse,
  TPhase2SubmitResponse,
  TPhase3Response,
  TPhase4ChallengesResponse,
  TPhase4SubmitResponse,
  TPhase5Response,
  TPhaseSubmitResponse,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { ASSESSMENT, CREDITS, type Language } from '@irreplaceable/contracts/constants';
import type { AssessmentContext, AssessmentEngine } from '@irreplaceable/analyst/assessment/types';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { refundCharge, spendCredits } from '../credits/ledger';
import {
  initialState,
  progressOf,
  publicChallenge,
  publicPhase2Question,
  soFar,
  type AssessmentState,
} from './assessment-state';
import type { AssessedJob, AssessmentRow, AssessmentsRepository } from './repository';

const CHARGE = { chargeReason: 'assessment_charge', refundReason: 'assessment_refund' } as const;
const FEATURE = 'job_fit';
/** Writes that lose a race are retried on a fresh read this many times. */
const MAX_WRITE_ATTEMPTS = 5;

const START_MESSAGES = {
  started: { en: 'Assessment started.', zh: '评估已开始。' },
  existing: {
    en: 'You already have this assessment in progress. Continue where you left off.',
    zh: '这个职位的评估还在进行中，请从上次的位置继续。',
  },
} satisfies Record<string, Record<Language, string>>;

interface Step<T> {
  /** Undefined: nothing to write, the result stands on the row as read. */
  changes?: Parameters<AssessmentsRepository['update']>[2];
  result: (row: AssessmentRow) => T;
}

export interface AssessmentsServiceDeps {
  db: Database;
  repository: AssessmentsRepository;
  engine: AssessmentEngine;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const PLACEHOLDER_THOUGHTS = new Set<string>(Object.values(ASSESSMENT.noThoughts));
/** The app's "no additional thoughts" stands for no follow-up at all. */
const withoutPlaceholder = (thoughts: string) =>
  PLACEHOLDER_THOUGHTS.has(thoughts.trim()) ? '' : thoughts.trim();

const sameAnswers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function createAssessmentsService(deps: AssessmentsServiceDeps) {
  const { db, repository, engine, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Generating calls already under way on this instance, by assessment and part: a second request
   * for the same part (a double click, a retry after a slow answer) waits for the first instead of
   * asking the model again. Across instances the version check still keeps one result.
   */
  const inFlight = new Map<string, Promise<unknown>>();
  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  const stateOf = (row: AssessmentRow) => row.state as unknown as AssessmentState;
  const isExpired = (row: Pick<AssessmentRow, 'expiresAt'>) =>
    row.expiresAt !== null && row.expiresAt.getTime() <= now().getTime();

  const jobTitle = (job: Pick<AssessedJob, 'title' | 'titleZh'>, language: Language) =>
    language === 'zh' && job.titleZh ? job.titleZh : job.title;

  /** What the engine knows of an assessment; `language` defaults to the assessment's own. */
  function contextOf(
    row: Pick<AssessmentRow, 'id' | 'jobLanguage' | 'analyst' | 'type'>,
    job: AssessedJob,
    language: Language = row.jobLanguage,
  ): AssessmentContext {
    return {
      assessmentId: row.id,
      language,
      analyst: row.analyst as TAnalystId,
      type: row.type,
      job: { id: job.id, title: jobTitle(job, language), analysis: job.analysis },
    };
  }

  /**
   * The stored report as `language` reads it. The built-in analyst's is worded again from its
   * scores and the answers it cites; a model's text stays as the model wrote it.
   */
  function reportFor(current: AssessmentRow, job: AssessedJob, language: Language) {
    const state = stateOf(current);
    const report = state.report!;
    if (report.engine.kind !== 'builtin') {
      return { value: report.value, language: current.jobLanguage };
    }
    const value = engine.rewordBuiltinReport(
      contextOf(current, job, language),
      soFar(state),
      report.value,
      { challengesAreBuiltin: state.challenges?.engine.kind === 'builtin' },
    );
    return { value, language };
  }

  async function load(userId: string, id: string): Promise<AssessmentRow> {
    const row = await repository.get(id, userId);
    if (!row) throw new AppError('not_found');
    if (isExpired(row)) throw new AppError('assessment_expired');
    return row;
  }

  async function loadJob(row: AssessmentRow): Promise<AssessedJob> {
    const job = await repository.findJob(row.jobId);
    if (!job) throw new AppError('not_found');
    return job;
  }

  const wrongPhase = (row: AssessmentRow) =>
    new AppError('assessment_wrong_phase', { phase: row.currentPhase });

  /** A write needs the assessment open (in progress) and in `phase`. */
  function requireOpenAt(row: AssessmentRow, phase: number) {
    if (row.status !== 'in_progress') throw new AppError('assessment_closed');
    if (row.currentPhase !== phase) throw wrongPhase(row);
  }

  /**
   * Reads the row, lets `decide` work out the change, and writes it only if nobody wrote in
   * between; otherwise reads again and decides again. `decide` must be safe to run twice: a
   * repeated request finds its own earlier write and answers from it.
   */
  async function mutate<T>(
    userId: string,
    id: string,
    decide: (row: AssessmentRow) => Promise<Step<T>>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const row = await load(userId, id);
      const step = await decide(row);
      if (!step.changes) return step.result(row);
      const written = await repository.update(db, row, step.changes);
      if (written) return step.result(written);
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new AppError('conflict');
    }
  }

  function submitted(row: AssessmentRow, phaseComplete: boolean): TPhaseSubmitResponse {
    return {
      success: true,
      current_phase: row.currentPhase,
      phase_complete: phaseComplete,
      progress_percentage: progressOf(row.currentPhase, stateOf(row), row.status === 'completed'),
    };
  }

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

  async function generateQuestion(
    context: AssessmentContext,
    number: 1 | 2 | 3,
    earlier: string[],
  ) {
    if (number === 1) return engine.question1(context);
    if (number === 2) return engine.question2(context, earlier[0]!);
    return engine.question3(context, earlier[0]!, earlier[1]!);
  }

  return {
    async start(
      userId: string,
      jobId: number,
      body: { assessment_type: TAssessmentType; selected_llm_model: TAnalystId },
      language: Language,
    ): Promise<TStartAssessmentResponse> {
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
        const first = await engine.question1(context);
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

    /** Question 1, or 2 and 3 written for the earlier answers; asked again, the same question. */
    async phase1Question(
      userId: string,
      id: string,
      number: 1 | 2 | 3,
      earlier: string[],
    ): Promise<TPhase1Question> {
      let job: AssessedJob | undefined;
      const key = `${userId}:${id}:question${number}:${JSON.stringify(earlier)}`;
      return once(key, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          const asked = state.phase1.asked[number - 1];
          if (asked && sameAnswers(asked.basedOn, earlier)) return { result: () => asked.question };
          requireOpenAt(row, 1);
          job ??= await loadJob(row);
          const generated = await generateQuestion(contextOf(row, job), number, earlier);
          const askedNow = [...state.phase1.asked];
          askedNow[number - 1] = { question: generated.value, basedOn: earlier };
          // A new answer to an earlier question makes the later questions stale.
          for (let later = number; later < askedNow.length; later += 1) askedNow[later] = null;
          return {
            changes: {
              state: {
                ...state,
                engine: generated.engine,
                phase1: { ...state.phase1, asked: askedNow },
              },
            },
            result: () => generated.value,
          };
        }),
      );
    },

    async submitPhase1(
      userId: string,
      id: string,
      body: TPhase1Body,
    ): Promise<TPhaseSubmitResponse> {
      const answers = [body.question_1_answer, body.question_2_answer, body.question_3_answer];
      let job: AssessedJob | undefined;
      return mutate(userId, id, async (row) => {
        const state = stateOf(row);
        if (state.phase1.answers && sameAnswers(state.phase1.answers, answers)) {
          return { result: (current) => submitted(current, true) };
        }
        requireOpenAt(row, 1);
        // The record keeps the questions these answers replied to, written now if never fetched.
        const asked = [...state.phase1.asked];
        for (const number of [1, 2, 3] as const) {
          const earlier = answers.slice(0, number - 1);
          const current = asked[number - 1];
          if (current && sameAnswers(current.basedOn, earlier)) continue;
          job ??= await loadJob(row);
          const generated = await generateQuestion(contextOf(row, job), number, earlier);
          asked[number - 1] = { question: generated.value, basedOn: earlier };
        }
        return {
          changes: {
            currentPhase: 2,
            state: { ...state, phase1: { asked, answers } },
          },
          result: (current) => submitted(current, true),
        };
      });
    },

    async phase2Questions(userId: string, id: string): Promise<TPhase2QuestionsResponse> {
      const row = await load(userId, id);
      if (row.currentPhase < 2) throw wrongPhase(row);
      const state = stateOf(row);
      const questions = state.phase2.questions.map((question, index) =>
        publicPhase2Question(state, question, index + 1, row.jobLanguage),
      );
      const answered = Object.keys(state.phase2.answers).length;
      return {
        questions,
        total: questions.length,
        answered,
        remaining: questions.length - answered,
        current_phase: row.currentPhase,
      };
    },

    async submitPhase2(
      userId: string,
      id: string,
      body: TPhase2Body,
    ): Promise<TPhase2SubmitResponse> {
      return mutate(userId, id, async (row) => {
        const state = stateOf(row);
        const question = state.phase2.questions.find(
          (candidate) => candidate.id === body.question_id,
        );
        if (!question) throw new AppError('validation_error', { field: 'question_id' });
        if (!question.options.some((option) => option.id === body.selected_option)) {
          throw new AppError('validation_error', { field: 'selected_option' });
        }
        const answer = (current: AssessmentRow): TPhase2SubmitResponse => {
          const currentState = stateOf(current);
          const total = currentState.phase2.questions.length;
          const answered = Object.keys(currentState.phase2.answers).length;
          return {
            ...submitted(current, answered === total),
            question_id: body.question_id,
            answered,
            remaining: total - answered,
            total,
          };
        };
        // The first answer to a question stands; sending it again changes nothing.
        if (state.phase2.answers[question.id] !== undefined) return { result: answer };
        requireOpenAt(row, 2);
        const answers = { ...state.phase2.answers, [question.id]: body.selected_option };
        const complete = Object.keys(answers).length === state.phase2.questions.length;
        return {
          changes: {
            currentPhase: complete ? 3 : 2,
            state: { ...state, phase2: { ...state.phase2, answers } },
          },
          result: answer,
        };
      });
    },

    async phase3(userId: string, id: string): Promise<TPhase3Response> {
      let job: AssessedJob | undefined;
      return once(`${userId}:${id}:phase3`, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          const answer = (current: AssessmentRow): TPhase3Response => {
            const interim = stateOf(current).interim!;
            return {
              interim_summary: interim.summary,
              current_phase: current.currentPhase,
              status: current.status,
              engine: interim.engine,
            };
          };
          if (state.interim) return { result: answer };
          requireOpenAt(row, 3);
          job ??= await loadJob(row);
          const generated = await engine.interimSummary(contextOf(row, job), soFar(state));
          return {
            changes: {
              currentPhase: 4,
              state: {
                ...state,
                engine: generated.engine,
                interim: { summary: generated.value, engine: generated.engine },
              },
            },
            result: answer,
          };
        }),
      );
    },

    async phase4Challenges(
      userId: string,
      id: string,
      requestedCount: number | undefined,
    ): Promise<TPhase4ChallengesResponse> {
      let job: AssessedJob | undefined;
      return once(`${userId}:${id}:challenges`, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          const answer = (current: AssessmentRow): TPhase4ChallengesResponse => {
            const currentState = stateOf(current);
            const { list, engine: writer } = currentState.challenges!;
            const answeredNumbers = new Set(
              currentState.challengeAnswers.map((entry) => entry.challenge_number),
            );
            return {
              mirror_challenges: {
                challenges: list.map((challenge) => ({
                  ...publicChallenge(challenge),
                  answered: answeredNumbers.has(challenge.challenge_number),
                })),
              },
              challenge_count: list.length,
              answered: answeredNumbers.size,
              current_phase: current.currentPhase,
              engine: writer,
            };
          };
          if (state.challenges) return { result: answer };
          requireOpenAt(row, 4);
          job ??= await loadJob(row);
          const count = requestedCount ?? ASSESSMENT.defaultChallengeCount;
          const generated = await engine.challenges(contextOf(row, job), soFar(state), count);
          return {
            changes: {
              state: {
                ...state,
                engine: generated.engine,
                challenges: { list: generated.value, engine: generated.engine },
              },
            },
            result: answer,
          };
        }),
      );
    },

    async submitPhase4(
      userId: string,
      id: string,
      body: { challenge_number: number; user_reflection: string; additional_thoughts: string },
    ): Promise<TPhase4SubmitResponse> {
      return mutate(userId, id, async (row) => {
        const state = stateOf(row);
        const answer = (current: AssessmentRow): TPhase4SubmitResponse => {
          const currentState = stateOf(current);
          const total = currentState.challenges?.list.length ?? 0;
          const answered = currentState.challengeAnswers.length;
          return {
            ...submitted(current, total > 0 && answered === total),
            challenge_number: body.challenge_number,
            answered,
            remaining: total - answered,
          };
        };
        const earlier = state.challengeAnswers.find(
          (entry) => entry.challenge_number === body.challenge_number,
        );
        if (earlier) return { result: answer };
        requireOpenAt(row, 4);
        if (!state.challenges) throw wrongPhase(row);
        const challenge = state.challenges.list.find(
          (candidate) => candidate.challenge_number === body.challenge_number,
        );
        if (!challenge) throw new AppError('validation_error', { field: 'challenge_number' });
        if (!challenge.choices.some((choice) => choice.id === body.user_reflection)) {
          throw new AppError('validation_error', { field: 'user_reflection' });
        }
        const challengeAnswers = [
          ...state.challengeAnswers,
          {
            challenge_number: body.challenge_number,
            choice: body.user_reflection,
            thoughts: withoutPlaceholder(body.additional_thoughts),
          },
        ];
        const complete = challengeAnswers.length === state.challenges.list.length;
        return {
          changes: { currentPhase: complete ? 5 : 4, state: { ...state, challengeAnswers } },
          result: answer,
        };
      });
    },

    async phase5(userId: string, id: string, language: Language): Promise<TPhase5Response> {
      let job: AssessedJob | undefined;
      return once(`${userId}:${id}:phase5:${language}`, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          job ??= await loadJob(row);
          const assessedJob = job;
          const answer = (current: AssessmentRow): TPhase5Response => {
            const report = stateOf(current).report!;
            const completedAt = current.completedAt ?? new Date(report.generatedAt);
            const worded = reportFor(current, assessedJob, language);
            return {
              ...worded.value,
              report_language: worded.language,
              assessment_id: current.id,
              assessment_summary: {
                assessment_type: current.type,
                job_id: current.jobId,
                job_title: jobTitle(assessedJob, language),
                selected_llm_model: current.analyst as TAnalystId,
                completion_time: Math.max(
                  0,
                  Math.round((completedAt.getTime() - current.startedAt.getTime()) / 1000),
                ),
                generated_at: report.generatedAt,
                phase2_questions: stateOf(current).phase2.questions.length,
                challenges: stateOf(current).challenges?.list.length ?? 0,
              },
              generated_at: report.generatedAt,
              job_language: current.jobLanguage,
              engine: report.engine,
              expires_at: current.expiresAt?.toISOString() ?? null,
            };
          };
          if (state.report) return { result: answer };
          requireOpenAt(row, 5);
          const generated = await engine.finalReport(contextOf(row, assessedJob), soFar(state));
          const generatedAt = now();
          return {
            changes: {
              status: 'completed',
              completedAt: generatedAt,
              fitScore: generated.value.fit_score,
              state: {
                ...state,
                engine: generated.engine,
                report: {
                  value: generated.value,
                  engine: generated.engine,
                  generatedAt: generatedAt.toISOString(),
                },
              },
            },
            result: answer,
          };
        }),
      );
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

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

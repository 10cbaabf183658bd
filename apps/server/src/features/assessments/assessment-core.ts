// Shared machinery of the assessments service: loading rows, in-flight guard, writes, phase checks.
import type { FastifyBaseLogger } from 'fastify';
import type { TPhaseSubmitResponse } from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { AssessmentContext, AssessmentEngine } from '@irreplaceable/analyst/assessment/types';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { progressOf, soFar, type AssessmentState } from './assessment-state';
import type { AssessedJob, AssessmentRow, AssessmentsRepository } from './repository';

/** Writes that lose a race are retried on a fresh read this many times. */
const MAX_WRITE_ATTEMPTS = 5;

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

export function createAssessmentCore(deps: AssessmentsServiceDeps) {
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

  return {
    db,
    repository,
    engine,
    log,
    now,
    once,
    stateOf,
    isExpired,
    jobTitle,
    contextOf,
    reportFor,
    load,
    loadJob,
    wrongPhase,
    requireOpenAt,
    mutate,
    submitted,
  };
}

export type AssessmentCore = ReturnType<typeof createAssessmentCore>;

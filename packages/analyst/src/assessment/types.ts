import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import type {
  TAssessmentType,
  TChallenge,
  TFinalReport,
  TInterimSummary,
  TPhase1Question,
} from '@irreplaceable/contracts/assessments/assessment';
import type { TAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import type { WaitingStep } from '../llm/waiting-step';

/** What every assessment call knows: who is assessed for which job, in which language. */
export interface AssessmentContext {
  /** Seeds every deterministic choice, so the same answers always give the same result. */
  assessmentId: string;
  language: Language;
  analyst: TAnalystId;
  type: TAssessmentType;
  job: {
    id: number;
    /** The job's title in `language`. */
    title: string;
    analysis: Omit<TJobAnalysis, 'reviews'>;
  };
}

/** A phase-2 option as stored: its score (0 to 4) never leaves the server. */
export interface StoredOption {
  id: string;
  text: string;
  score: number;
}

/** A phase-2 question as stored on the assessment, in the assessment's language. */
export interface StoredPhase2Question {
  id: string;
  category: TAssessmentCategory;
  question_text: string;
  options: StoredOption[];
}

/** A challenge as stored: each choice may carry what choosing it says, for the report. */
export interface StoredChallenge extends TChallenge {
  /** choice id → a short reading of that choice, in the assessment's language. */
  readings: Record<string, string>;
}

export interface Phase1Answer {
  question: TPhase1Question;
  answer: string;
}

export interface Phase2Answer {
  question: StoredPhase2Question;
  selected: string;
}

export interface ChallengeAnswer {
  challenge: StoredChallenge;
  choice: string;
  thoughts: string;
}

export interface AssessmentSoFar {
  phase1: Phase1Answer[];
  phase2: Phase2Answer[];
  challenges: ChallengeAnswer[];
}

/** Output of a generating call, with the engine that really wrote it. */
export interface Generated<T> {
  value: T;
  engine: TEngine;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The request the person is waiting on: every model call in it shares the interactive budget
   * from its start. Without it, each call has the whole budget from its own start.
   */
  step?: WaitingStep;
}

/**
 * The assessment engine. The built-in engine answers every call from our question bank and the
 * job's own analysis; the LLM engine serves the same calls through the same schemas and falls back
 * to the built-in one (saying so on `engine`) when its model fails.
 */
export interface AssessmentEngine {
  /** Which engine will write for this analyst. */
  engineFor(analyst: TAnalystId): TEngine;
  question1(context: AssessmentContext, options?: CallOptions): Promise<Generated<TPhase1Question>>;
  question2(
    context: AssessmentContext,
    answer1: string,
    options?: CallOptions,
  ): Promise<Generated<TPhase1Question>>;
  question3(
    context: AssessmentContext,
    answer1: string,
    answer2: string,
    options?: CallOptions,
  ): Promise<Generated<TPhase1Question>>;
  /** The phase-2 questions, `count` of them across the eight categories in order. Deterministic. */
  phase2Questions(context: AssessmentContext, count: number): StoredPhase2Question[];
  interimSummary(
    context: AssessmentContext,
    soFar: AssessmentSoFar,
    options?: CallOptions,
  ): Promise<Generated<TInterimSummary>>;
  challenges(
    context: AssessmentContext,
    soFar: AssessmentSoFar,
    count: number,
    options?: CallOptions,
  ): Promise<Generated<StoredChallenge[]>>;
  finalReport(
    context: AssessmentContext,
    soFar: AssessmentSoFar,
    options?: CallOptions,
  ): Promise<Generated<TFinalReport>>;
  /**
   * A report the built-in engine wrote, worded again in `context.language` (the reader's) from
   * its stored scores and the answers it cites. Deterministic; a model's report is never reworded.
   */
  rewordBuiltinReport(
    context: AssessmentContext,
    soFar: AssessmentSoFar,
    stored: Pick<TFinalReport, 'category_scores' | 'fit_score'>,
    options: { challengesAreBuiltin: boolean },
  ): TFinalReport;
}

import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TAssessmentStatus,
  TAssessmentType,
  TChallenge,
  TPhase2Question,
  TPhase5Response,
} from '@irreplaceable/contracts/assessments/assessment';
import type { Language } from '@irreplaceable/contracts/constants';

export type TPhase = 1 | 2 | 3 | 4 | 5;

export type TChatMessageType = 'user' | 'assistant' | 'system';

/** What a message is in the conversation, so the view can style it and tests can find it. */
export type TChatMessageKind =
  | 'introduction'
  | 'question'
  | 'answer'
  | 'summary'
  | 'challenge'
  | 'ceremony'
  | 'notice'
  | 'nudge';

/** One line of the conversation (spec 001 section 3, "Chat message"). */
export type TChatMessage = {
  id: string;
  /** ms since the epoch. */
  timestamp: number;
  type: TChatMessageType;
  content: string;
  metadata: {
    phase: TPhase;
    kind: TChatMessageKind;
    /** Markdown messages (the interim summary) are rendered; the rest are plain text. */
    format?: 'markdown';
    /** Who really wrote a generated text, shown under it. */
    engine?: TEngine;
  };
  /** On the analyst's questions: which question of its phase it is, from 0. */
  questionIndex?: number;
  /** On a chosen answer: what the person added in their own words, shown apart from the choice. */
  note?: string;
};

/** The widget-side status (spec 001 sections 3 and 4). */
export type TSessionStatus = {
  id: string;
  status: TAssessmentStatus;
  current_phase: TPhase;
  can_continue: boolean;
  selected_llm_model: TAnalystId;
  assessment_type: TAssessmentType;
  progress_percentage: number;
};

/** A phase-1 question on screen; `isFallback` when the server's could not be had. */
export type TPhase1Prompt = {
  phase: 1;
  number: 1 | 2 | 3;
  text: string;
  options: string[];
  isFallback: boolean;
};

export type TPhase2Prompt = { phase: 2; question: TPhase2Question };

export type TCurrentQuestion = TPhase1Prompt | TPhase2Prompt;

export type TStepCount = { answered: number; total: number };

/**
 * The assessment under way, kept in localStorage under `cognitiveAssessmentSession` so a reload
 * picks the conversation up where it was (spec 001 section 3, "Assessment session"). Besides
 * the spec's fields it keeps what resuming needs: the phase-1 answers so far (they are sent to
 * the server only together) and how far phases 2 and 4 have got, for the progress bar.
 */
export type TAssessmentSession = {
  assessmentId: string;
  jobId: number;
  jobTitle: string;
  status: TSessionStatus;
  assessmentType: TAssessmentType;
  chatHistory: TChatMessage[];
  /** When it was last written to storage, ms since the epoch. */
  lastSaved: number;
  selectedModel: TAnalystId;
  currentQuestion: TCurrentQuestion | null;
  currentChallenge: TChallenge | null;
  finalReport: TPhase5Response | null;
  jobLanguage: Language;
  phase1Answers: string[];
  phase2: TStepCount;
  phase4: TStepCount;
};

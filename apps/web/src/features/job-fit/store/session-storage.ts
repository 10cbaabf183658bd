import { ZAnalystId, ZEngine } from '@irreplaceable/contracts/analysis/analysts';
import {
  ZAssessmentStatus,
  ZAssessmentType,
  ZChallenge,
  ZPhase2Question,
  ZPhase5Response,
} from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT, LANGUAGES } from '@irreplaceable/contracts/constants';
import { readStorage, removeStorage, writeStorage } from '../../../shared/storage/safe-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import type {
  TAssessmentSession,
  TChatMessage,
  TCurrentQuestion,
  TSessionStatus,
  TStepCount,
} from './session-types';

type TRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isPhase = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
const MESSAGE_TYPES: readonly unknown[] = ['user', 'assistant', 'system'];
const MESSAGE_KINDS: readonly unknown[] = [
  'introduction',
  'question',
  'answer',
  'summary',
  'challenge',
  'ceremony',
  'notice',
  'nudge',
];

function isMessage(value: unknown): value is TChatMessage {
  if (!isRecord(value) || !isRecord(value.metadata)) return false;
  const { metadata } = value;
  return (
    isString(value.id) &&
    typeof value.timestamp === 'number' &&
    MESSAGE_TYPES.includes(value.type) &&
    isString(value.content) &&
    isPhase(metadata.phase) &&
    MESSAGE_KINDS.includes(metadata.kind) &&
    (metadata.format === undefined || metadata.format === 'markdown') &&
    (metadata.engine === undefined || ZEngine.safeParse(metadata.engine).success) &&
    (value.questionIndex === undefined || isCount(value.questionIndex)) &&
    (value.note === undefined || isString(value.note))
  );
}

function isStatus(value: unknown): value is TSessionStatus {
  return (
    isRecord(value) &&
    isString(value.id) &&
    ZAssessmentStatus.safeParse(value.status).success &&
    isPhase(value.current_phase) &&
    typeof value.can_continue === 'boolean' &&
    ZAnalystId.safeParse(value.selected_llm_model).success &&
    ZAssessmentType.safeParse(value.assessment_type).success &&
    typeof value.progress_percentage === 'number'
  );
}

function isCurrentQuestion(value: unknown): value is TCurrentQuestion | null {
  if (value === null) return true;
  if (!isRecord(value)) return false;
  if (value.phase === 2) return ZPhase2Question.safeParse(value.question).success;
  return (
    value.phase === 1 &&
    [1, 2, 3].includes(value.number as number) &&
    isString(value.text) &&
    Array.isArray(value.options) &&
    value.options.every(isString) &&
    typeof value.isFallback === 'boolean'
  );
}

const isStepCount = (value: unknown): value is TStepCount =>
  isRecord(value) && isCount(value.answered) && isCount(value.total);

/** Whether stored data is a whole, usable session; anything else counts as corrupt. */
function isAssessmentSession(value: unknown): value is TAssessmentSession {
  return (
    isRecord(value) &&
    isString(value.assessmentId) &&
    typeof value.jobId === 'number' &&
    isString(value.jobTitle) &&
    isStatus(value.status) &&
    ZAssessmentType.safeParse(value.assessmentType).success &&
    Array.isArray(value.chatHistory) &&
    value.chatHistory.every(isMessage) &&
    typeof value.lastSaved === 'number' &&
    ZAnalystId.safeParse(value.selectedModel).success &&
    isCurrentQuestion(value.currentQuestion) &&
    (value.currentChallenge === null || ZChallenge.safeParse(value.currentChallenge).success) &&
    (value.finalReport === null || ZPhase5Response.safeParse(value.finalReport).success) &&
    (LANGUAGES as readonly unknown[]).includes(value.jobLanguage) &&
    Array.isArray(value.phase1Answers) &&
    value.phase1Answers.length <= ASSESSMENT.phase1Questions &&
    value.phase1Answers.every(isString) &&
    isStepCount(value.phase2) &&
    isStepCount(value.phase4)
  );
}

/**
 * The stored session, or null. Data that is not valid JSON or not a whole session is removed and
 * treated as absent (spec 001 section 8), so it cannot break the modal twice.
 */
export function readStoredSession(): TAssessmentSession | null {
  const raw = readStorage('local', STORAGE_KEYS.assessmentSession);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isAssessmentSession(value)) return value;
  } catch {
    // Not JSON: removed below like any other corrupt entry.
  }
  removeStorage('local', STORAGE_KEYS.assessmentSession);
  return null;
}

export function writeStoredSession(session: TAssessmentSession | null): void {
  if (session === null) removeStorage('local', STORAGE_KEYS.assessmentSession);
  else writeStorage('local', STORAGE_KEYS.assessmentSession, JSON.stringify(session));
}

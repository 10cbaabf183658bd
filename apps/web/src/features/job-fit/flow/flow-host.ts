import type { TPhase } from '../store/session-types';
import { useAssessmentStore } from '../store/assessment-store';
import { useSessionStore, type TNewMessage } from '../store/session-store';
import { useFlowStore } from './flow-store';

/** Whether a step is still the latest one; a superseded step drops what it was waiting for. */
export type TAlive = () => boolean;

/** What the phase steps ask of the flow that runs them. */
export interface TPhaseHost {
  /** Starts a new step, superseding the one under way. */
  begin(): TAlive;
  /** A delay that closing the modal cancels. */
  wait(ms: number): Promise<void>;
  /** The status checks after a phase, then on to the next phase. */
  afterPhase(done: TPhase, alive: TAlive): Promise<void>;
  showResults(assessmentId: string): void;
  toSelection(message?: string): void;
}

/** The open session; the steps run only while there is one. */
export function session() {
  const current = useSessionStore.getState().session;
  if (!current) throw new Error('No assessment session is open.');
  return current;
}

export const sessions = () => useSessionStore.getState();

export const setTyping = (isTyping: boolean) => useAssessmentStore.getState().setTyping(isTyping);

/** The conversation moved: the stall nudge counts from now. */
export const touch = () => useFlowStore.setState({ lastActivityAt: Date.now() });

export function say(message: TNewMessage): void {
  sessions().addMessage(message);
  touch();
}

/** Whether the analyst has already asked this question (a resumed conversation keeps its lines). */
export function hasAsked(phase: TPhase, questionIndex: number): boolean {
  return session().chatHistory.some(
    (message) =>
      message.metadata.phase === phase &&
      (message.metadata.kind === 'question' || message.metadata.kind === 'challenge') &&
      message.questionIndex === questionIndex,
  );
}

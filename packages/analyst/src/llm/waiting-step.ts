/**
 * A step a person waits through: one request of an assessment, a search's new page, a CV's or an
 * industry's summary, a tailored CV. Every model call in the step shares one deadline counted
 * from the step's start, so the person waits one budget however many calls, retries and
 * Retry-After pauses the step holds; past it the built-in text answers, labelled.
 */
export interface WaitingStep {
  /** When the person started waiting, in ms since the epoch. */
  readonly startedAt: number;
}

export const startWaiting = (now: number = Date.now()): WaitingStep => ({ startedAt: now });

/** The moment the step's model calls must end by, for a budget of `budgetMs`. */
export const deadlineOf = (step: WaitingStep | undefined, budgetMs: number): number =>
  (step?.startedAt ?? Date.now()) + budgetMs;

/** What a writer a person waits on is given besides its facts. */
export interface WaitOptions {
  signal?: AbortSignal;
  /** The step the person is waiting through; without it, the call's budget starts with it. */
  step?: WaitingStep;
}

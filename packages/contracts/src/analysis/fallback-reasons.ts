import type { TEngine } from './analysts';

/**
 * Why the built-in analyst wrote in a model's place when no provider failed: the deployment's
 * budget of model calls for the UTC day is spent, or an anonymous address has had its share of
 * new model-written pages for the day. Stored as the engine's `fallback_reason`, word for word,
 * so each side can recognise it and word it in the reader's language.
 */
export const BUDGET_FALLBACK_REASONS = {
  daySpent: "the day's model budget is spent",
  addressShareSpent: "this address's model-written new pages for the day are used",
} as const;

export type TBudgetFallbackReason =
  (typeof BUDGET_FALLBACK_REASONS)[keyof typeof BUDGET_FALLBACK_REASONS];

/** Whether a text was written by the built-in analyst because a daily allowance ran out. */
export function waitsForTheBudget(engine: TEngine): boolean {
  return (Object.values(BUDGET_FALLBACK_REASONS) as (string | null)[]).includes(
    engine.fallback_reason,
  );
}

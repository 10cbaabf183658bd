import { z } from 'zod';

/** The four analyst characters; `anthropic` is accepted as another name for `claude`. */
export const ANALYST_IDS = ['gpt', 'claude', 'gemini', 'deepseek'] as const;
export const ZAnalystId = z.enum(ANALYST_IDS);
export type TAnalystId = z.infer<typeof ZAnalystId>;

export function normalizeAnalystId(value: string): TAnalystId | undefined {
  const id = value === 'anthropic' ? 'claude' : value;
  return (ANALYST_IDS as readonly string[]).includes(id) ? (id as TAnalystId) : undefined;
}

/**
 * Which engine really wrote a text. The page shows this label, never a model's name for text
 * the built-in analyst composed.
 */
export const ZEngine = z.object({
  kind: z.enum(['builtin', 'llm']),
  /** e.g. "Built-in analyst" or "gpt-4.1 (OpenAI)". */
  label: z.string(),
  /** Set when an LLM was configured but failed, so the built-in analyst answered instead. */
  fallback_reason: z.string().nullable(),
  /**
   * How it failed: it did not answer in time or in shape (`unavailable`, also when absent), or it
   * answered with text that stated figures the page does not hold (`rejected`).
   */
  fallback_kind: z.enum(['unavailable', 'rejected']).optional(),
});
export type TEngine = z.infer<typeof ZEngine>;

/**
 * The deployment's allowance of requests to model providers. Every request counts, first tries,
 * retries and failed ones alike, so the figure is what the providers saw (and bill).
 */
export interface ModelCallBudget {
  /** Takes one request from the allowance; false when it is spent and no request may go. */
  take(): Promise<boolean>;
}

/** No cap: every request may go. */
export const UNLIMITED_CALLS: ModelCallBudget = { take: async () => true };

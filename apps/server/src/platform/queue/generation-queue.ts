/** Runs one generation; resolves when the job page is written or the failure recorded. */
export type GenerationProcessor = (generationId: string) => Promise<void>;

/**
 * The job-generation queue. Two adapters keep one contract (queue-contract.test.ts): in-process
 * for the embedded mode and BullMQ on Redis for several instances.
 */
export interface GenerationQueue {
  readonly kind: 'in-process' | 'bullmq';
  readonly concurrency: number;
  /** Adds a generation; adding one that is already waiting or running does nothing. */
  enqueue(generationId: string): Promise<void>;
  /** 1-based places of the generations waiting to start, in order. */
  waiting(): Promise<string[]>;
  /** Starts working; `process` is called for each generation, `concurrency` at a time. */
  start(process: GenerationProcessor): Promise<void>;
  /**
   * Stops taking work and waits for the running generations, at most `graceMs`; what is still
   * running then is left to be resumed (its row stays unfinished, and the next start or another
   * instance takes it up again).
   */
  close(graceMs?: number): Promise<void>;
}

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
  /** Waits for the running generations, then stops. */
  close(): Promise<void>;
}

/** What the pool sends a child: one job. */
export interface WorkRequest {
  id: number;
  kind: string;
  input: unknown;
}

/** What a child answers for a job: its output, or the message of what it threw. */
export type WorkAnswer =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string };

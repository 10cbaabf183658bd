import type { WorkAnswer, WorkRequest } from './work-messages';

/** What a child can do: each kind of job, given its input, answers its output. */
export type ChildHandlers = Record<string, (input: never) => Promise<unknown>>;

/**
 * The loop of a child process: one job at a time from the pool, each answered once. The child
 * ends when the pool lets go of it (its channel closes), so it never outlives the server.
 */
export function serveJobs(handlers: ChildHandlers): void {
  process.on('message', (request: WorkRequest) => {
    const handler = handlers[request.kind] as ((input: unknown) => Promise<unknown>) | undefined;
    const answer = (message: WorkAnswer) => process.send?.(message);
    if (!handler) {
      answer({ id: request.id, ok: false, message: `no handler for ${request.kind}` });
      return;
    }
    handler(request.input).then(
      (output) => answer({ id: request.id, ok: true, output }),
      (error: unknown) =>
        answer({
          id: request.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}

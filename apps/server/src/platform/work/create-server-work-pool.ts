import { childEntry } from './child-entry';
import type { ServerTasks, ServerWorkPool } from './server-tasks';
import { createWorkPool, type WorkPoolOptions } from './work-pool';

/** A child with nothing to do for this long is stopped, so a server at rest holds none. */
const IDLE_MS = 60_000;
/** A job waits at most this long for a child before it is refused as "busy". */
const QUEUE_WAIT_MS = 60_000;

export interface WorkPoolSettings {
  size: number;
  queueMax: number;
  perUserMax: number;
  memoryMb: number;
}

/** The server's pool of child processes for heavy work, with the configured bounds. */
export function createServerWorkPool(
  settings: WorkPoolSettings,
  onFailure?: WorkPoolOptions['onFailure'],
): ServerWorkPool {
  return createWorkPool<ServerTasks>({
    size: settings.size,
    queueMax: settings.queueMax,
    perOwnerMax: settings.perUserMax,
    memoryMb: settings.memoryMb,
    idleMs: IDLE_MS,
    queueWaitMs: QUEUE_WAIT_MS,
    entry: childEntry(
      new URL('./work/child.js', import.meta.url),
      new URL('./child.ts', import.meta.url),
    ),
    ...(onFailure && { onFailure }),
  });
}

import { childEntry } from './child-entry';
import type { DocumentTasks } from './server-tasks';
import { createWorkPool, type TaskMap, type WorkPool, type WorkPoolOptions } from './work-pool';

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

/**
 * A pool of child processes for heavy work, with the configured bounds: the file pool
 * (DocumentTasks) or the analyst's (AnalystTasks). Their children run the same script.
 */
export function createServerWorkPool<Tasks extends TaskMap = DocumentTasks>(
  settings: WorkPoolSettings,
  onFailure?: WorkPoolOptions['onFailure'],
): WorkPool<Tasks> {
  return createWorkPool<Tasks>({
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

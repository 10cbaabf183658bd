import v8 from 'node:v8';
import vm from 'node:vm';
import type { GenerationQueue } from '../queue/generation-queue';

/** How long the server goes without finishing a request or a queued job before it collects. */
export const IDLE_COLLECTION_QUIET_MS = 5_000;
/** How much the heap must have grown since the last collection for another to be worth it. */
export const IDLE_COLLECTION_GROWTH_BYTES = 8 * 1024 * 1024;

export interface IdleCollector {
  /** Something finished: the quiet period starts again. */
  touch(): void;
  stop(): void;
}

/**
 * V8 collects garbage when a request allocates, not when the server goes quiet, so what a burst of
 * requests left behind stays resident for as long as nothing else comes: measured, about 40 MB
 * after one of each kind of request (a page written, a CV and an industry analysed). Once the server
 * has been quiet for a few seconds and its heap has grown since the last time, one full collection
 * gives that memory back. It pauses the process for a few tens of milliseconds, at a moment when
 * nothing was running; a busy server never goes quiet and keeps V8's own rhythm.
 */
export function createIdleCollector(
  options: {
    quietMs?: number;
    growthBytes?: number;
    collect?: () => void;
    heapUsed?: () => number;
  } = {},
): IdleCollector {
  const quietMs = options.quietMs ?? IDLE_COLLECTION_QUIET_MS;
  const growthBytes = options.growthBytes ?? IDLE_COLLECTION_GROWTH_BYTES;
  const heapUsed = options.heapUsed ?? (() => v8.getHeapStatistics().used_heap_size);
  const collect = options.collect ?? fullCollection();
  let heapAfterLast = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastTouchAt = 0;
  // A touch comes with every response, so it only notes the time; the timer, set once, looks at
  // it when it fires and waits out what is left of the quiet period.
  const collectIfQuiet = () => {
    const quietFor = Date.now() - lastTouchAt;
    if (quietFor < quietMs) {
      timer = setTimeout(collectIfQuiet, quietMs - quietFor);
      timer.unref();
      return;
    }
    timer = undefined;
    if (heapUsed() - heapAfterLast < growthBytes) return;
    collect();
    heapAfterLast = heapUsed();
  };
  return {
    touch() {
      lastTouchAt = Date.now();
      if (timer) return;
      timer = setTimeout(collectIfQuiet, quietMs);
      timer.unref();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * V8's full collection. Node gives it only to a process started with --expose-gc; the flag set
 * here takes effect for a context made after it, which hands its `gc` back, and is unset again so
 * no later context sees it.
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  return gc;
}

/** The same queue, telling the collector each time a job of it finishes. */
export function touchingOnEachJob(
  queue: GenerationQueue,
  collector: IdleCollector,
): GenerationQueue {
  return {
    kind: queue.kind,
    concurrency: queue.concurrency,
    enqueue: (generationId) => queue.enqueue(generationId),
    waiting: () => queue.waiting(),
    start: (process) =>
      queue.start(async (generationId) => {
        try {
          await process(generationId);
        } finally {
          collector.touch();
        }
      }),
    close: (graceMs) => queue.close(graceMs),
  };
}

import { settledWithin } from '../lifecycle/abortable';
import type { GenerationProcessor, GenerationQueue } from './generation-queue';

/** The embedded queue: a FIFO in memory, `concurrency` generations at a time. */
export function createInProcessQueue(concurrency: number): GenerationQueue {
  const pending: string[] = [];
  const running = new Map<string, Promise<void>>();
  let processor: GenerationProcessor | undefined;
  let closed = false;

  function pump() {
    while (processor && !closed && running.size < concurrency && pending.length > 0) {
      const id = pending.shift()!;
      const work = processor(id)
        .catch(() => undefined)
        .finally(() => {
          running.delete(id);
          pump();
        });
      running.set(id, work);
    }
  }

  return {
    kind: 'in-process',
    concurrency,
    async enqueue(id) {
      if (closed || running.has(id) || pending.includes(id)) return;
      pending.push(id);
      // Let the caller finish answering before work starts on the same event loop.
      setImmediate(pump);
    },
    async waiting() {
      return [...pending];
    },
    async start(process) {
      processor = process;
      pump();
    },
    async close(graceMs = Infinity) {
      closed = true;
      const all = Promise.all(running.values());
      if (graceMs === Infinity) await all;
      else await settledWithin(all, graceMs);
    },
  };
}

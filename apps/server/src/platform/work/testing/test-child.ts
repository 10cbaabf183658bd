/** A work-pool child for the pool's own tests: jobs that answer, wait, grow or die on request. */
import { serveJobs } from '../child-runtime';

const held: Buffer[] = [];

serveJobs({
  echo: async (input: { value: unknown }) => ({ value: input.value, pid: process.pid }),
  wait: async (input: { ms: number }) => {
    await new Promise((resolve) => setTimeout(resolve, input.ms));
    return { waited: input.ms };
  },
  /** Buffers outside the JavaScript heap, as a decompressor fills them, each one touched. */
  grow: async (input: { megabytes: number }) => {
    for (let i = 0; i < input.megabytes; i += 8) {
      held.push(Buffer.alloc(8 * 1024 * 1024, 1));
      if (i % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return { held: held.length * 8 };
  },
  spin: async () => {
    for (;;) {
      // A loop that never yields, as a hostile file can make a reader do.
    }
  },
  exit: async () => process.exit(3),
  fail: async () => {
    throw new Error('the job could not be done');
  },
});

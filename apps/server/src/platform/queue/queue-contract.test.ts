import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { GenerationQueue } from './generation-queue';
import { createInProcessQueue } from './in-process-queue';
import { createBullmqQueue } from './bullmq-queue';

const redisUrl = process.env.REDIS_URL_TEST;

type Factory = (
  concurrency: number,
) => Promise<{ queue: GenerationQueue; close: () => Promise<void> }>;

const adapters: [string, Factory][] = [
  [
    'in-process',
    async (concurrency) => {
      const queue = createInProcessQueue(concurrency);
      return { queue, close: () => queue.close() };
    },
  ],
];
if (redisUrl) {
  adapters.push([
    'bullmq',
    async (concurrency) => {
      const redis = new Redis(redisUrl);
      const queue = await createBullmqQueue({
        redis,
        concurrency,
        name: `contract-${crypto.randomUUID()}`,
      });
      return {
        queue,
        close: async () => {
          await queue.close();
          await redis.quit();
        },
      };
    },
  ]);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}

describe.each(adapters)('the generation queue contract (%s)', (_name, create) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('runs every generation once, at most `concurrency` at a time, and reports waiting places', async () => {
    const { queue, close } = await create(2);
    cleanup = close;
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    let running = 0;
    let peak = 0;
    await queue.start(async (id) => {
      started.push(id);
      running += 1;
      peak = Math.max(peak, running);
      const gate = deferred();
      gates.set(id, gate);
      await gate.promise;
      running -= 1;
    });
    for (const id of ['a', 'b', 'c', 'd']) await queue.enqueue(id);
    await queue.enqueue('a');
    await until(() => started.length === 2);
    expect(await queue.waiting()).toEqual(['c', 'd']);
    gates.get('a')!.resolve();
    await until(() => started.length === 3);
    expect(await queue.waiting()).toEqual(['d']);
    for (const id of ['b', 'c']) gates.get(id)!.resolve();
    await until(() => started.length === 4);
    gates.get('d')!.resolve();
    await until(async () => running === 0 && (await queue.waiting()).length === 0);
    expect(started.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(peak).toBe(2);
  });

  it('keeps going after a generation throws', async () => {
    const { queue, close } = await create(1);
    cleanup = close;
    const done: string[] = [];
    await queue.start(async (id) => {
      if (id === 'bad') throw new Error('boom');
      done.push(id);
    });
    await queue.enqueue('bad');
    await queue.enqueue('good');
    await until(() => done.includes('good'));
  });

  it('waits for running work when closed', async () => {
    const { queue, close } = await create(1);
    let finished = false;
    await queue.start(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    await queue.enqueue('slow');
    await until(async () => (await queue.waiting()).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await close();
    expect(finished).toBe(true);
  });
});

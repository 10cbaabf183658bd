import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createInProcessReadCache, type CachedRead, type ReadCache } from './read-cache';
import { createRedisReadCache } from './redis-read-cache';

const redisUrl = process.env.REDIS_URL_TEST;

/** Two instances of one deployment: the same cache when embedded, two processes' worth on Redis. */
type Factory = () => Promise<{ a: ReadCache; b: ReadCache; close: () => Promise<void> }>;

const adapters: [string, Factory][] = [
  [
    'in-process',
    async () => {
      const cache = createInProcessReadCache();
      return { a: cache, b: cache, close: () => cache.close() };
    },
  ],
];
if (redisUrl) {
  adapters.push([
    'redis',
    async () => {
      const channel = `read-cache-contract-${crypto.randomUUID()}`;
      const [redisA, redisB] = [new Redis(redisUrl), new Redis(redisUrl)];
      const a = await createRedisReadCache(redisA, { channel });
      const b = await createRedisReadCache(redisB, { channel });
      return {
        a,
        b,
        close: async () => {
          await Promise.all([a.close(), b.close()]);
          await Promise.all([redisA.quit(), redisB.quit()]);
        },
      };
    },
  ]);
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}

/** A loader that counts its calls and answers the current `value`. */
function source(value = 'one') {
  const state = { value, loads: 0 };
  const load = async (): Promise<CachedRead> => {
    state.loads += 1;
    return { body: state.value, etag: `"${state.value}"` };
  };
  return { state, load };
}

describe.each(adapters)('the read cache contract (%s)', (_name, create) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('answers a second read from the cache', async () => {
    const { a, close } = await create();
    cleanup = close;
    const { state, load } = source();
    expect((await a.getOrLoad('k', ['t'], load)).body).toBe('one');
    expect((await a.getOrLoad('k', ['t'], load)).body).toBe('one');
    expect(state.loads).toBe(1);
  });

  it('reads an entry afresh once its own time limit has passed', async () => {
    const { a, close } = await create();
    cleanup = close;
    const limited = source();
    const kept = source();
    await a.getOrLoad('limited', ['t'], limited.load, 30);
    await a.getOrLoad('kept', ['t'], kept.load);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await a.getOrLoad('limited', ['t'], limited.load, 30);
    await a.getOrLoad('kept', ['t'], kept.load);
    expect(limited.state.loads).toBe(2);
    expect(kept.state.loads).toBe(1);
  });

  it('shows a kept entry at once, and nothing once its tag is invalidated', async () => {
    const { a, close } = await create();
    cleanup = close;
    const { load } = source();
    expect(a.peek('k')).toBeUndefined();
    await a.getOrLoad('k', ['t'], load);
    expect(a.peek<CachedRead>('k')?.body).toBe('one');
    await a.invalidate(['t']);
    expect(a.peek('k')).toBeUndefined();
  });

  it('forgets exactly the entries carrying an invalidated tag', async () => {
    const { a, close } = await create();
    cleanup = close;
    const first = source();
    const other = source('other');
    await a.getOrLoad('first', ['job:1', 'jobs:board'], first.load);
    await a.getOrLoad('other', ['job:2'], other.load);
    first.state.value = 'two';
    await a.invalidate(['job:1']);
    expect((await a.getOrLoad('first', ['job:1', 'jobs:board'], first.load)).body).toBe('two');
    await a.getOrLoad('other', ['job:2'], other.load);
    expect(other.state.loads).toBe(1);
  });

  it('carries an invalidation to the other instances', async () => {
    const { a, b, close } = await create();
    cleanup = close;
    const { state, load } = source();
    await b.getOrLoad('k', ['t'], load);
    state.value = 'two';
    await a.invalidate(['t']);
    await until(async () => (await b.getOrLoad('k', ['t'], load)).body === 'two');
  });

  it('does not keep a read that a write overtook', async () => {
    const { a, close } = await create();
    cleanup = close;
    const { state, load } = source();
    const racing = a.getOrLoad('k', ['t'], async () => {
      const read = await load();
      state.value = 'two';
      await a.invalidate(['t']);
      return read;
    });
    expect((await racing).body).toBe('one');
    expect((await a.getOrLoad('k', ['t'], load)).body).toBe('two');
  });

  it('loads a key once for the reads that ask while it loads', async () => {
    const { a, close } = await create();
    cleanup = close;
    const { state, load } = source();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      await gate;
      return load();
    };
    const reads = Array.from({ length: 5 }, () => a.getOrLoad('k', ['t'], slow));
    release();
    expect((await Promise.all(reads)).map((read) => read.body)).toEqual(Array(5).fill('one'));
    expect(state.loads).toBe(1);
  });

  it('does not let a read after a write wait for a load that began before it', async () => {
    const { a, close } = await create();
    cleanup = close;
    const { state, load } = source();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = a.getOrLoad('k', ['t'], async () => {
      const read = await load();
      await gate;
      return read;
    });
    await until(async () => state.loads === 1);
    state.value = 'two';
    await a.invalidate(['t']);
    const after = a.getOrLoad('k', ['t'], load);
    release();
    expect((await before).body).toBe('one');
    expect((await after).body).toBe('two');
    expect((await a.getOrLoad('k', ['t'], load)).body).toBe('two');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { childEntry } from './child-entry';
import { createWorkPool, type WorkPool, type WorkPoolOptions } from './work-pool';

type TestTasks = {
  echo: { input: { value: unknown }; output: { value: unknown; pid: number } };
  wait: { input: { ms: number }; output: { waited: number } };
  grow: { input: { megabytes: number }; output: { held: number } };
  spin: { input: Record<string, never>; output: never };
  exit: { input: Record<string, never>; output: never };
  fail: { input: Record<string, never>; output: never };
};

const entry = childEntry(
  new URL('./testing/test-child.js', import.meta.url),
  new URL('./testing/test-child.ts', import.meta.url),
);

const pools: WorkPool<TestTasks>[] = [];
function pool(options: Partial<WorkPoolOptions> = {}) {
  const made = createWorkPool<TestTasks>({
    size: 1,
    queueMax: 4,
    perOwnerMax: 10,
    memoryMb: 200,
    idleMs: 60_000,
    queueWaitMs: 60_000,
    entry,
    ...options,
  });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close(1_000)));
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('the work pool', () => {
  it('runs jobs in a child process of its own, one child reused for the next job', async () => {
    const work = pool();
    const first = await work.run('echo', { value: 'a' }, { owner: 'u1', timeoutMs: 10_000 });
    const second = await work.run('echo', { value: [1, 2] }, { owner: 'u1', timeoutMs: 10_000 });
    expect(first).toMatchObject({ ok: true, value: { value: 'a' } });
    expect(second).toMatchObject({ ok: true, value: { value: [1, 2] } });
    if (!first.ok || !second.ok) return;
    expect(first.value.pid).not.toBe(process.pid);
    expect(second.value.pid).toBe(first.value.pid);
  }, 30_000);

  it('runs no more jobs at once than it has children, and the rest wait their turn', async () => {
    const work = pool({ size: 2 });
    const jobs = [1, 2, 3].map(() =>
      work.run('wait', { ms: 300 }, { owner: 'u', timeoutMs: 10_000 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(work.stats()).toMatchObject({ children: 2, queued: 1 });
    expect((await Promise.all(jobs)).every((outcome) => outcome.ok)).toBe(true);
  }, 30_000);

  it('refuses past a full queue with 503 and a time to retry, and changes nothing', async () => {
    const work = pool({ size: 1, queueMax: 1 });
    const running = work.run('wait', { ms: 500 }, { owner: 'a', timeoutMs: 10_000 });
    const waiting = work.run('wait', { ms: 10 }, { owner: 'b', timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const error = await refusal(work.run('echo', { value: 1 }, { owner: 'c', timeoutMs: 10_000 }));
    expect(error.code).toBe('server_busy');
    expect(error.statusCode).toBe(503);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(work.stats().queued).toBe(1);
    expect((await running).ok && (await waiting).ok).toBe(true);
  }, 30_000);

  it('tells in advance, without queueing anything, the refusal a job would get now', async () => {
    const work = pool({ size: 1, queueMax: 0, perOwnerMax: 1 });
    expect(() => work.admit('a')).not.toThrow();
    const running = work.run('wait', { ms: 300 }, { owner: 'a', timeoutMs: 10_000 });
    await expect.poll(() => work.stats().running, { timeout: 10_000, interval: 5 }).toBe(1);
    expect(() => work.admit('a')).toThrow(expect.objectContaining({ code: 'work_busy_user' }));
    expect(() => work.admit('b')).toThrow(
      expect.objectContaining({ code: 'server_busy', statusCode: 503 }),
    );
    expect(work.stats()).toMatchObject({ running: 1, queued: 0 });
    expect((await running).ok).toBe(true);
    expect(() => work.admit('b')).not.toThrow();
  }, 30_000);

  it('gives one person at most their share of jobs, waiting or running', async () => {
    const work = pool({ size: 1, perOwnerMax: 2 });
    const mine = [
      work.run('wait', { ms: 300 }, { owner: 'me', timeoutMs: 10_000 }),
      work.run('wait', { ms: 10 }, { owner: 'me', timeoutMs: 10_000 }),
    ];
    const error = await refusal(work.run('echo', { value: 1 }, { owner: 'me', timeoutMs: 10_000 }));
    expect(error.code).toBe('work_busy_user');
    expect(error.statusCode).toBe(429);
    // Someone else is not held to my share.
    const theirs = work.run('echo', { value: 2 }, { owner: 'you', timeoutMs: 10_000 });
    await Promise.all(mine);
    expect((await theirs).ok).toBe(true);
    // Once my jobs are done, my share is mine again.
    expect((await work.run('echo', { value: 3 }, { owner: 'me', timeoutMs: 10_000 })).ok).toBe(
      true,
    );
  }, 30_000);

  it('ends a job past its time limit, even one that never yields, and the next job runs', async () => {
    const work = pool();
    const started = Date.now();
    expect(await work.run('spin', {}, { owner: 'u', timeoutMs: 500 })).toEqual({
      ok: false,
      failure: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await work.run('echo', { value: 1 }, { owner: 'u', timeoutMs: 10_000 })).ok).toBe(true);
  }, 30_000);

  it('ends a child whose memory outside the heap passes the limit', async () => {
    const work = pool({ memoryMb: 160 });
    expect(await work.run('grow', { megabytes: 2_048 }, { owner: 'u', timeoutMs: 20_000 })).toEqual(
      {
        ok: false,
        failure: 'memory',
      },
    );
    expect((await work.run('echo', { value: 1 }, { owner: 'u', timeoutMs: 10_000 })).ok).toBe(true);
  }, 30_000);

  it('holds each job to its own memory limit, replacing a child grown past it', async () => {
    const work = pool({ memoryMb: 400 });
    const before = await work.run('echo', { value: 0 }, { owner: 'u', timeoutMs: 10_000 });
    expect((await work.run('grow', { megabytes: 200 }, { owner: 'u', timeoutMs: 20_000 })).ok).toBe(
      true,
    );
    // A job allowed less than the child now holds gets a fresh child, not an instant end.
    const after = await work.run(
      'echo',
      { value: 1 },
      { owner: 'u', timeoutMs: 10_000, memoryMb: 160 },
    );
    expect(before.ok && after.ok).toBe(true);
    if (before.ok && after.ok) expect(after.value.pid).not.toBe(before.value.pid);
    expect(
      await work.run('grow', { megabytes: 400 }, { owner: 'u', timeoutMs: 20_000, memoryMb: 160 }),
    ).toEqual({ ok: false, failure: 'memory' });
  }, 30_000);

  it('answers "crashed" when a child dies or its job throws, and goes on', async () => {
    const work = pool();
    expect(await work.run('exit', {}, { owner: 'u', timeoutMs: 10_000 })).toEqual({
      ok: false,
      failure: 'crashed',
    });
    expect(await work.run('fail', {}, { owner: 'u', timeoutMs: 10_000 })).toEqual({
      ok: false,
      failure: 'crashed',
    });
    expect((await work.run('echo', { value: 1 }, { owner: 'u', timeoutMs: 10_000 })).ok).toBe(true);
  }, 30_000);

  it('stops a child that has had nothing to do for its idle time', async () => {
    const work = pool({ idleMs: 200 });
    await work.run('echo', { value: 1 }, { owner: 'u', timeoutMs: 10_000 });
    expect(work.stats().children).toBe(1);
    await expect.poll(() => work.stats().children, { timeout: 5_000 }).toBe(0);
  }, 30_000);

  it('refuses a job that waits longer than the queue allows', async () => {
    const work = pool({ queueWaitMs: 200 });
    const running = work.run('wait', { ms: 1_000 }, { owner: 'a', timeoutMs: 10_000 });
    const error = await refusal(work.run('echo', { value: 1 }, { owner: 'b', timeoutMs: 10_000 }));
    expect(error.code).toBe('server_busy');
    expect((await running).ok).toBe(true);
  }, 30_000);

  it('on close refuses what waits, lets a running job finish, and stops every child', async () => {
    const work = pool();
    const running = work.run('wait', { ms: 300 }, { owner: 'a', timeoutMs: 10_000 });
    const waiting = work.run('echo', { value: 1 }, { owner: 'b', timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = work.close(5_000);
    expect((await refusal(waiting)).statusCode).toBe(503);
    expect(
      (await refusal(work.run('echo', { value: 1 }, { owner: 'c', timeoutMs: 10_000 }))).statusCode,
    ).toBe(503);
    expect(await running).toEqual({ ok: true, value: { waited: 300 } });
    await closed;
    expect(work.stats().children).toBe(0);
  }, 30_000);

  it('on close ends a job that outlasts the grace time', async () => {
    const work = pool();
    const running = work.run('spin', {}, { owner: 'a', timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await work.close(300);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await running).toEqual({ ok: false, failure: 'stopped' });
  }, 30_000);
});

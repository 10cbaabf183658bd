import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from '../queue/in-process-queue';
import { createIdleCollector, fullCollection, touchingOnEachJob } from './idle-collection';

describe('the idle collection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function collector(heap: { used: number }) {
    const collect = vi.fn(() => {
      heap.used = 10;
    });
    const idle = createIdleCollector({
      quietMs: 5_000,
      growthBytes: 100,
      collect,
      heapUsed: () => heap.used,
    });
    return { idle, collect };
  }

  it('collects once the server has been quiet, never while things keep finishing', () => {
    const heap = { used: 500 };
    const { idle, collect } = collector(heap);
    for (let second = 0; second < 20; second += 1) {
      idle.touch();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('lets a heap that has hardly grown since the last collection be', () => {
    const heap = { used: 500 };
    const { idle, collect } = collector(heap);
    idle.touch();
    vi.advanceTimersByTime(5_000);
    heap.used = 60;
    idle.touch();
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
    heap.used = 200;
    idle.touch();
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { idle, collect } = collector({ used: 500 });
    idle.touch();
    idle.stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('counts a finished queued job as activity, failed or not', async () => {
    const { idle, collect } = collector({ used: 500 });
    const queue = touchingOnEachJob(createInProcessQueue(1), idle);
    const finished: string[] = [];
    await queue.start(async (id) => {
      finished.push(id);
      if (id === 'second') throw new Error('failed');
    });
    await queue.enqueue('first');
    await queue.enqueue('second');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(finished).toEqual(['first', 'second']);
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    await queue.close();
  });
});

describe("V8's full collection", () => {
  it('frees what nothing refers to any more', async () => {
    let garbage: number[] | undefined = Array.from({ length: 1000 }, (_, i) => i);
    const ref = new WeakRef(garbage);
    garbage = undefined;
    // A weak reference holds its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fullCollection()();
    expect(ref.deref()).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createViewCounter } from './view-counter';

describe('the job page view counter', () => {
  it('writes counted views together and keeps them visible until stored', async () => {
    const written: [number, number][][] = [];
    const storedIds: number[][] = [];
    const views = createViewCounter({
      write: async (counted) => void written.push([...counted]),
      stored: async (ids) => void storedIds.push(ids),
    });
    views.count(1);
    views.count(1);
    views.count(2);
    expect(views.unstored(1)).toBe(2);
    await views.flush();
    expect(written).toEqual([
      [
        [1, 2],
        [2, 1],
      ],
    ]);
    expect(storedIds).toEqual([[1, 2]]);
    expect(views.unstored(1)).toBe(0);
    await views.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps the views of a failed write for the next one', async () => {
    let fail = true;
    const written: [number, number][] = [];
    const views = createViewCounter({
      write: async (counted) => {
        if (fail) throw new Error('database away');
        written.push(...counted);
      },
      stored: async () => {},
    });
    views.count(7);
    await expect(views.flush()).rejects.toThrow('database away');
    expect(views.unstored(7)).toBe(1);
    fail = false;
    views.count(7);
    await views.flush();
    expect(written).toEqual([[7, 2]]);
  });
});

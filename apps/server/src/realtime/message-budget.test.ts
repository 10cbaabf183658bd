import { describe, expect, it } from 'vitest';
import { createMessageBudget } from './message-budget';

describe('a socket message budget', () => {
  it('allows a burst, refuses the flood after it, and refills with time', () => {
    const budget = createMessageBudget(3, 2);
    const start = Date.now();
    expect([1, 2, 3, 4].map(() => budget.take(start))).toEqual([true, true, true, false]);
    expect(budget.take(start + 400)).toBe(false);
    expect(budget.take(start + 600)).toBe(true);
    expect(budget.take(start + 10_000)).toBe(true);
  });
});

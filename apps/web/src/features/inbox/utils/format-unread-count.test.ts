import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './format-unread-count';

describe('unread badge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, label) => {
    expect(formatUnreadCount(count)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import {
  peekReturnPath,
  rememberReturnPath,
  safeInternalPath,
  takeReturnPath,
} from './return-path';

describe('return path', () => {
  it('is remembered for 30 minutes', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    rememberReturnPath('/me/credit?pack=5#top', now);

    expect(peekReturnPath(now + 29 * 60_000)).toBe('/me/credit?pack=5#top');
    expect(peekReturnPath(now + 30 * 60_000)).toBeNull();
  });

  it('is used once', () => {
    rememberReturnPath('/me/inbox');

    expect(takeReturnPath()).toBe('/me/inbox');
    expect(takeReturnPath()).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'me/profile', '/login'])(
    'refuses %s',
    (path) => {
      expect(safeInternalPath(path)).toBeNull();
    },
  );
});

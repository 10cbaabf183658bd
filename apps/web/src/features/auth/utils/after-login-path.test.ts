import { afterEach, describe, expect, it } from 'vitest';
import { loginAddress, loginCameFrom } from '../../../shared/auth/return-path';
import { afterLoginPath } from './after-login-path';

describe('the way back after signing in', () => {
  afterEach(() => sessionStorage.clear());

  it('names the page in the sign-in address, without its hash', () => {
    expect(loginAddress('/news/12', '?lang=zh')).toBe('/login?from=%2Fnews%2F12%3Flang%3Dzh');
  });

  it('comes back from the navigation state, else from the address', () => {
    expect(loginCameFrom({ from: '/news/12#comments' }, '?from=%2Fjobs')).toBe('/news/12#comments');
    expect(loginCameFrom(null, '?from=%2Fnews%2F12%3Flang%3Dzh')).toBe('/news/12?lang=zh');
    expect(loginCameFrom(undefined, '')).toBeNull();
  });

  it('never follows an address to another site or back to signing in', () => {
    for (const from of ['https://evil.example/', '//evil.example', '/login?from=%2F', '/\\evil']) {
      expect(afterLoginPath(loginCameFrom(null, `?from=${encodeURIComponent(from)}`))).toBe('/me');
    }
  });
});

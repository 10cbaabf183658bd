import type { TTokenPair } from '@irreplaceable/contracts/auth/token-pair';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { useAdminAuthStore } from '../shared/auth/admin-auth-store';
import { useAuthStore } from '../shared/auth/auth-store';

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    username: 'Ada',
    avatar_url: null,
    job_title: 'Analyst',
    language: 'en',
    is_admin: false,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTokenPair(suffix: string, user: TUser = makeUser()): TTokenPair {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    token_type: 'bearer',
    expires_in: 900,
    user,
  };
}

export function signInUser(user: TUser = makeUser(), suffix = 'old'): TUser {
  useAuthStore
    .getState()
    .setSession({ accessToken: `access-${suffix}`, refreshToken: `refresh-${suffix}` }, user);
  return user;
}

export function signInAdmin(suffix = 'admin'): void {
  useAdminAuthStore
    .getState()
    .setSession(
      { accessToken: `access-${suffix}`, refreshToken: `refresh-${suffix}` },
      { id: 'admin-1', username: 'admin@example.com', role: 'admin' },
    );
}

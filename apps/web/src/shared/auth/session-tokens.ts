import type { TTokenPair } from '@irreplaceable/contracts/auth/token-pair';
import { useAdminAuthStore } from './admin-auth-store';
import { useAuthStore } from './auth-store';

/** The two independent sessions a browser may hold (spec 000 section 6). */
export type TSessionKind = 'user' | 'admin';

type TStoredTokens = { accessToken: string | null; refreshToken: string | null };

export function readSessionTokens(kind: TSessionKind): TStoredTokens {
  const { accessToken, refreshToken } =
    kind === 'admin' ? useAdminAuthStore.getState() : useAuthStore.getState();
  return { accessToken, refreshToken };
}

/** Stores a rotated token pair; the old refresh token is dead from this moment on. */
export function saveRefreshedTokens(kind: TSessionKind, pair: TTokenPair): void {
  const tokens = { accessToken: pair.access_token, refreshToken: pair.refresh_token };
  if (kind === 'admin') {
    useAdminAuthStore.getState().setTokens(tokens);
    return;
  }
  const auth = useAuthStore.getState();
  if (pair.user) auth.setSession(tokens, pair.user);
  else auth.setTokens(tokens);
}

export function clearSessionTokens(kind: TSessionKind): void {
  if (kind === 'admin') useAdminAuthStore.getState().clear();
  else useAuthStore.getState().clear();
}

/** Re-reads a session from localStorage, where another tab may have stored rotated tokens. */
export async function reloadSessionTokens(kind: TSessionKind): Promise<void> {
  await (kind === 'admin' ? useAdminAuthStore : useAuthStore).persist.rehydrate();
}

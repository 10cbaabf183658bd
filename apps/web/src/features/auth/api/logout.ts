import type { TLogoutRequest } from '@irreplaceable/contracts/auth/logout';
import { api } from '../../../shared/api/client';

/** Revokes the refresh token on the server; the access token simply expires. */
export function postLogout(refreshToken: string | null): Promise<void> {
  const body: TLogoutRequest = refreshToken ? { refresh_token: refreshToken } : {};
  return api.post<void>('/auth/logout', body, { authenticated: false });
}

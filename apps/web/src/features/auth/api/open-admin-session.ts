import type { TAdminSessionResponse } from '@irreplaceable/contracts/auth/admin-session';
import { api } from '../../../shared/api/client';

/** Opens the admin session with the signed-in admin's user session (no second code). */
export function openAdminSession(): Promise<Partial<TAdminSessionResponse>> {
  return api.post<Partial<TAdminSessionResponse>>('/auth/admin-session');
}

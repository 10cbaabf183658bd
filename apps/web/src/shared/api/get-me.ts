import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { useAuthStore } from '../auth/auth-store';
import { api } from './client';

/**
 * GET /users/me. It lives in shared/ because both signing in (auth) and the profile page need the
 * current user, and features do not import each other.
 */
export const meQueryKey = ['users', 'me'] as const;

export function getMe(
  options: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<TUser> {
  return api.get<TUser>('/users/me', options);
}

/** Reading the current user also refreshes the copy the header shows. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      const user = await getMe({ signal });
      useAuthStore.getState().setUser(user);
      return user;
    },
  });

import type { TUser } from '@irreplaceable/contracts/users/user';

/**
 * Window events other parts of the app (and later features such as the live search) listen to,
 * so they can react to a sign-in or sign-out without importing the auth feature.
 */
export const AUTH_EVENTS = { login: 'login', logout: 'logout' } as const;

export type TLoginEventDetail = { user: TUser };

export function emitLogin(user: TUser): void {
  window.dispatchEvent(new CustomEvent<TLoginEventDetail>(AUTH_EVENTS.login, { detail: { user } }));
}

export function emitLogout(): void {
  window.dispatchEvent(new CustomEvent(AUTH_EVENTS.logout));
}

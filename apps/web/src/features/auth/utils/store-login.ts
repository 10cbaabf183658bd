import type { TSignInTokens, TTokenPair } from '@irreplaceable/contracts/auth/token-pair';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { getMe } from '../../../shared/api/get-me';
import { useAdminAuthStore } from '../../../shared/auth/admin-auth-store';
import { emitLogin } from '../../../shared/auth/auth-events';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { changeLanguage, currentLanguage, i18n } from '../../../shared/i18n/i18n';
import { notify } from '../../../shared/ui/notify';

/** The server said yes but sent no tokens: 'Login failed, no token received'. */
export class MissingTokenError extends Error {
  constructor() {
    super('Login failed, no token received');
    this.name = 'MissingTokenError';
  }
}

/** A valid sign-in to the admin area by an account without admin rights. */
export class NotAdminError extends Error {
  constructor() {
    super('Unauthorized: User is not an admin');
    this.name = 'NotAdminError';
  }
}

async function tokensAndUser(pair: Partial<TTokenPair>) {
  if (!pair.access_token || !pair.refresh_token) throw new MissingTokenError();
  const tokens = { accessToken: pair.access_token, refreshToken: pair.refresh_token };
  const user = pair.user ?? (await getMe({ accessToken: pair.access_token }));
  return { tokens, user };
}

/**
 * Stores a user sign-in (OTP or Google) and tells the rest of the app with the `login` event.
 * The interface takes the account's preferred language, the choice the user saved in it.
 */
export async function storeUserLogin(pair: Partial<TTokenPair>): Promise<TUser> {
  const { tokens, user } = await tokensAndUser(pair);
  useAuthStore.getState().setSession(tokens, user);
  if (user.language !== currentLanguage()) await changeLanguage(user.language);
  emitLogin(user);
  return user;
}

/**
 * "Login successful", with a welcome for a new account and a "welcome back" for a returning
 * one, in the language the interface has just taken.
 */
export function notifySignedIn(user: TUser, pair: Partial<TSignInTokens>): void {
  const t = i18n.t.bind(i18n);
  const title = t('auth.login.success');
  if (pair.is_first_sign_in === undefined) {
    notify('success', title);
    return;
  }
  const greeting = pair.is_first_sign_in ? 'auth.login.welcomeNew' : 'auth.login.welcomeBack';
  notify('success', t(greeting, { name: user.username }), { title });
}

/** Stores an admin sign-in in the admin session, apart from any user session. */
export async function storeAdminLogin(pair: Partial<TTokenPair>): Promise<void> {
  const { tokens, user } = await tokensAndUser(pair);
  if (!user.is_admin) throw new NotAdminError();
  useAdminAuthStore.getState().setSession(tokens, {
    id: user.id,
    username: user.email,
    role: 'admin',
  });
}

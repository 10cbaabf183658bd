import type { TFunction } from 'i18next';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { MissingTokenError, NotAdminError } from './store-login';

/** Which step failed, so a narrow screen can show the matching short hint. */
export type TLoginStep = 'email' | 'otp' | 'other';

const HINT_KEYS = {
  email: 'auth.login.hints.email',
  otp: 'auth.login.hints.otp',
  other: 'auth.login.hints.retry',
} as const;

/** Spec 000 section 8: our own message where we have one, else the server's, else a generic one. */
export function loginErrorMessage(
  error: unknown,
  step: TLoginStep,
  isNarrow: boolean,
  t: TFunction,
): string {
  if (error instanceof MissingTokenError) return t('auth.login.noToken');
  if (error instanceof NotAdminError) return t('auth.adminLogin.notAdmin');
  if (isApiError(error) && error.errorType === 'not_admin') return t('auth.adminLogin.notAdmin');
  if (isNarrow) return t(HINT_KEYS[step]);
  return serverMessage(error) ?? t('common.errors.generic');
}

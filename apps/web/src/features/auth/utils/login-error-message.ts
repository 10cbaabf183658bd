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

/**
 * A refusal of what the person typed, as opposed to a busy server, a rate limit or a lost
 * connection, which no change to the address or the code would mend.
 */
function isInputRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Spec 000 section 8: our own message where we have one, else the server's, else a generic one.
 * A narrow screen shows the short hint of the step whose input was refused, and "try again"
 * for everything else.
 */
export function loginErrorMessage(
  error: unknown,
  step: TLoginStep,
  isNarrow: boolean,
  t: TFunction,
): string {
  if (error instanceof MissingTokenError) return t('auth.login.noToken');
  if (error instanceof NotAdminError) return t('auth.adminLogin.notAdmin');
  if (isApiError(error) && error.errorType === 'not_admin') return t('auth.adminLogin.notAdmin');
  if (isNarrow) return t(HINT_KEYS[isInputRefusal(error) ? step : 'other']);
  return serverMessage(error) ?? t('common.errors.generic');
}

import type { TFunction } from 'i18next';
import { AUTH } from '@irreplaceable/contracts/constants';
import { ZEmail } from '@irreplaceable/contracts/auth/request-otp';

/** 'field' while typing or submitting; 'getCode' when the get-code button is pressed. */
type TEmailCheck = 'field' | 'getCode';

export function isValidEmail(value: string): boolean {
  return ZEmail.safeParse(value).success;
}

export function emailError(value: string, check: TEmailCheck, t: TFunction): string | null {
  if (value.trim() === '') {
    return check === 'getCode' ? t('auth.login.emailMissing') : t('auth.login.emailRequired');
  }
  return isValidEmail(value) ? null : t('auth.login.emailInvalid');
}

/** 'field' on leaving the field; 'submit' when the login button is pressed. */
export function otpError(value: string, check: 'field' | 'submit', t: TFunction): string | null {
  if (value === '') {
    return check === 'submit' ? t('auth.login.otpMissing') : t('auth.login.otpRequired');
  }
  return value.length === AUTH.otpLength ? null : t('auth.login.otpLength');
}

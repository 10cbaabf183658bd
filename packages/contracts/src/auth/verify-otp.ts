import { z } from 'zod';
import { AUTH } from '../constants';
import { ZEmail } from './request-otp';
import { ZSignInTokens } from './token-pair';

export const ZOtpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${AUTH.otpLength}}$`), 'otp_format');

export const ZVerifyOtpRequest = z.object({
  email: ZEmail,
  otp: ZOtpCode,
  /** `admin` refuses accounts without admin rights before any token is issued. */
  scope: z.enum(['user', 'admin']).default('user'),
});
export type TVerifyOtpRequest = z.input<typeof ZVerifyOtpRequest>;

export const ZVerifyOtpResponse = ZSignInTokens;
export type TVerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;

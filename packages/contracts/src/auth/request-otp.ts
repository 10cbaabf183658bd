import { z } from 'zod';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'invalid_email')
  .pipe(z.email('invalid_email'));

export const ZRequestOtpRequest = z.object({
  email: ZEmail,
});
export type TRequestOtpRequest = z.infer<typeof ZRequestOtpRequest>;

export const ZRequestOtpResponse = z.object({
  message: z.string(),
  /** Seconds before another code may be requested for this address. */
  resend_after: z.number().int(),
});
export type TRequestOtpResponse = z.infer<typeof ZRequestOtpResponse>;

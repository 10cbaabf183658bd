import type {
  TVerifyOtpRequest,
  TVerifyOtpResponse,
} from '@irreplaceable/contracts/auth/verify-otp';
import { api } from '../../../shared/api/client';

/** A partial answer is possible from a misbehaving server; the caller checks for the tokens. */
export function verifyOtp(body: TVerifyOtpRequest): Promise<Partial<TVerifyOtpResponse>> {
  return api.post<Partial<TVerifyOtpResponse>>('/auth/verify-otp', body, { authenticated: false });
}

import type {
  TRequestOtpRequest,
  TRequestOtpResponse,
} from '@irreplaceable/contracts/auth/request-otp';
import { api } from '../../../shared/api/client';

export function requestOtp(body: TRequestOtpRequest): Promise<TRequestOtpResponse> {
  return api.post<TRequestOtpResponse>('/auth/request-otp', body, { authenticated: false });
}

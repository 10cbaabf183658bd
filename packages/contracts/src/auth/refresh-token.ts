import { z } from 'zod';
import { ZTokenPair } from './token-pair';

export const ZRefreshTokenRequest = z.object({
  refresh_token: z.string().min(1).max(200),
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

export const ZRefreshTokenResponse = ZTokenPair;
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponse>;

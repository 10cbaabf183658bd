import { z } from 'zod';
import { ZUser } from '../users/user';

export const ZTokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  user: ZUser,
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

/**
 * What a sign-in answers (e-mailed code or Google): the tokens, and whether this was the
 * account's first sign-in, so the client can welcome a new account rather than greet it "back".
 */
export const ZSignInTokens = ZTokenPair.extend({
  is_first_sign_in: z.boolean(),
});
export type TSignInTokens = z.infer<typeof ZSignInTokens>;

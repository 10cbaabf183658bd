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

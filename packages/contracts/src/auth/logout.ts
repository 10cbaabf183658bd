import { z } from 'zod';

export const ZLogoutRequest = z.object({
  refresh_token: z.string().max(200).optional(),
});
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

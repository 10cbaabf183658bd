import { z } from 'zod';

/** PATCH /inbox/read/{id} (signed in): marks one of the caller's messages read (idempotent). */
export const ZMarkReadResponse = z.object({
  id: z.number().int(),
  is_read: z.literal(true),
  unread_count: z.number().int(),
});
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

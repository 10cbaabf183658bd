import { z } from 'zod';

/** PATCH /inbox/mark-all-read (signed in): `updated` messages were unread until now. */
export const ZMarkAllReadResponse = z.object({
  updated: z.number().int(),
  unread_count: z.number().int(),
});
export type TMarkAllReadResponse = z.infer<typeof ZMarkAllReadResponse>;

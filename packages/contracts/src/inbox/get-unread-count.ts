import { z } from 'zod';

/** GET /inbox/unread-count (signed in). */
export const ZUnreadCountResponse = z.object({ unread_count: z.number().int() });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

import { z } from 'zod';

/**
 * POST /news/{id}/like and DELETE /news/{id}/like (signed in). Both are idempotent: a user likes an
 * article at most once, and `likes` is the true count after the call.
 */
export const ZLikeNewsResponse = z.object({
  news_id: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});
export type TLikeNewsResponse = z.infer<typeof ZLikeNewsResponse>;

import { z } from 'zod';
import { ZNewsListItem } from './news-item';

/** GET /news/{id}: one published article; each call counts a view. */
export const ZNewsDetail = ZNewsListItem.extend({
  /** Whether the signed-in caller likes it (false for visitors). */
  liked_by_me: z.boolean(),
});
export type TNewsDetail = z.infer<typeof ZNewsDetail>;

import { z } from 'zod';

/** DELETE /admin/news/{id}: the article, its images' links, likes and comments go. */
export const ZDeleteNewsResponse = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
});
export type TDeleteNewsResponse = z.infer<typeof ZDeleteNewsResponse>;

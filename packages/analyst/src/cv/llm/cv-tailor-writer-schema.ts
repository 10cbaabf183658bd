import { z } from 'zod';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';

/** What a model writes when tailoring: the opening line and each proposed list, reworded. */
export const ZModelTailoring = z.object({
  summary: z.string().min(1).max(CV_LIMITS.summary),
  entries: z
    .array(
      z.object({
        id: z.string(),
        lines: z.array(z.string().min(1).max(CV_LIMITS.highlight)).max(CV_LIMITS.highlights),
      }),
    )
    .max(CV_LIMITS.work + CV_LIMITS.projects),
});
export type TModelTailoring = z.infer<typeof ZModelTailoring>;

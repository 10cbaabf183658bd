import { z } from 'zod';

/** The one error shape every endpoint answers with (DESIGN.md section 3). */
export const ZErrorResponse = z.object({
  detail: z.string(),
  error_type: z.string().optional(),
  suggestion: z.string().optional(),
  examples: z.array(z.string()).optional(),
  /** The parts of a CV to shorten, when an export is over its page limit. */
  sections: z.array(z.string()).optional(),
  /** Each field to fix, as a dotted path into the request body (`meta.irreplaceable.user_type`). */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

import { z } from 'zod';

export const ZOutboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

export const ZOutboxResponse = z.array(ZOutboxMail);

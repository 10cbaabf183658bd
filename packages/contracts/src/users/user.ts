import { z } from 'zod';
import { ZLanguage } from '../common/language';

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  job_title: z.string().nullable(),
  language: ZLanguage,
  is_admin: z.boolean(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

import { z } from 'zod';
import { PROFILE } from '../constants';
import { ZLanguage } from '../common/language';

/** Fields a user may change on their own profile; e-mail and admin rights are not among them. */
export const ZUpdateMeRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(PROFILE.usernameMin, 'username_too_short')
      .max(PROFILE.usernameMax, 'username_too_long'),
    job_title: z.string().trim().max(PROFILE.jobTitleMax, 'job_title_too_long').nullable(),
    language: ZLanguage,
  })
  .partial()
  .strict();
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

import { z } from 'zod';
import { PROFILE } from '../constants';
import { ZLanguage } from '../common/language';
import { isAcceptableUsername, normalizeUsername } from './username';

/** Fields a user may change on their own profile; e-mail and admin rights are not among them. */
export const ZUpdateMeRequest = z
  .object({
    username: z
      .string()
      .transform(normalizeUsername)
      .pipe(
        z
          .string()
          .min(PROFILE.usernameMin, 'username_too_short')
          .max(PROFILE.usernameMax, 'username_too_long')
          .refine(isAcceptableUsername, 'username_characters'),
      ),
    job_title: z.string().trim().max(PROFILE.jobTitleMax, 'job_title_too_long').nullable(),
    language: ZLanguage,
  })
  .partial()
  .strict();
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

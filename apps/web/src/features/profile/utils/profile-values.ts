import type { TFunction } from 'i18next';
import { PROFILE, type Language } from '@irreplaceable/contracts/constants';
import { ZUpdateMeRequest, type TUpdateMeRequest } from '@irreplaceable/contracts/users/update-me';
import type { TUser } from '@irreplaceable/contracts/users/user';

export type TProfileValues = { username: string; jobTitle: string; language: Language };

export function profileValuesOf(user: TUser): TProfileValues {
  return { username: user.username, jobTitle: user.job_title ?? '', language: user.language };
}

export function toUpdateRequest(values: TProfileValues): TUpdateMeRequest {
  const jobTitle = values.jobTitle.trim();
  return {
    username: values.username.trim(),
    job_title: jobTitle || null,
    language: values.language,
  };
}

const FIELD_OF: Record<string, keyof TProfileValues> = {
  username: 'username',
  job_title: 'jobTitle',
  language: 'language',
};

function messageFor(code: string, t: TFunction): string {
  switch (code) {
    case 'username_too_short':
      return t('profile.errors.username_too_short', { min: PROFILE.usernameMin });
    case 'username_too_long':
      return t('profile.errors.username_too_long', { max: PROFILE.usernameMax });
    case 'username_characters':
      return t('profile.errors.username_characters');
    case 'job_title_too_long':
      return t('profile.errors.job_title_too_long', { max: PROFILE.jobTitleMax });
    default:
      return t('profile.errors.invalid');
  }
}

/**
 * Validates with the server's own schema (contracts), so the form and the API can never disagree
 * on the limits; the schema's error codes become translated messages.
 */
export function validateProfile(values: TProfileValues, t: TFunction) {
  const result = ZUpdateMeRequest.safeParse(toUpdateRequest(values));
  const errors: Partial<Record<keyof TProfileValues, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = messageFor(issue.message, t);
  }
  return errors;
}

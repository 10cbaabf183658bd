import { isApiError } from '../../../shared/api/api-error';
import type { TFunction } from 'i18next';

/**
 * What to tell the user when a comment is refused (spec 000 section 8): the server's own words
 * for a cooldown or a validation problem, our words for bad content and anything else.
 */
export function commentErrorMessage(error: unknown, t: TFunction<'comments'>): string {
  if (!isApiError(error)) return t('errors.failed');
  const detail = error.detail.trim();
  switch (error.status) {
    case 429:
      return detail || t('errors.tooFast');
    case 403:
      return t('errors.badContent');
    case 400:
    case 422:
      return detail || t('errors.failed');
    default:
      return t('errors.failed');
  }
}

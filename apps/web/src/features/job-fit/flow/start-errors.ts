import { isApiError } from '../../../shared/api/api-error';
import { jobFitT } from './flow-texts';

type TStartError = {
  message: string;
  /** 403: the credit notice with its top-up link shows. */
  isCreditShort: boolean;
  /** 409 is a warning rather than a failure. */
  isWarning: boolean;
};

/** What a refused start tells the user (spec 001 section 8, "Start"). */
export function startErrorMessage(error: unknown): TStartError {
  const t = jobFitT();
  const status = isApiError(error) ? error.status : 0;
  if (status === 403 || (isApiError(error) && error.errorType === 'insufficient_credit')) {
    return { message: t('errors.insufficientCredit'), isCreditShort: true, isWarning: false };
  }
  // Our server refuses a malformed body with 400 and a field it cannot accept with 422; both are
  // the spec's "invalid request" and carry a translated detail.
  if (status === 400 || status === 422) {
    const detail = isApiError(error) ? error.detail.trim() : '';
    return {
      message: detail || t('errors.invalidRequest'),
      isCreditShort: false,
      isWarning: false,
    };
  }
  if (status === 409) {
    return { message: t('errors.inProgress'), isCreditShort: false, isWarning: true };
  }
  return { message: t('errors.startFailed'), isCreditShort: false, isWarning: false };
}

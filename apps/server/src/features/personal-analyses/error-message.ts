import type { ErrorCode } from '@irreplaceable/contracts/common/error-codes';
import type { Language } from '@irreplaceable/contracts/constants';
import { ERROR_MESSAGES } from '../../platform/errors/messages';

/** A failed analysis's stored error code, as the reader's message. */
export function analysisErrorMessage(code: string | null, language: Language): string | null {
  if (!code) return null;
  return (ERROR_MESSAGES[code as ErrorCode] ?? ERROR_MESSAGES.server_error)[language];
}

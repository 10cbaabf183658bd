import { z } from 'zod';
import { ZLanguage } from '../common/language';
import { ZCvDocument } from './cv-document';

/**
 * POST /cv/import (signed in, multipart `file`): a CV file read into the editor's fields, for the
 * person to review before anything is replaced. The file is read and forgotten: nothing is kept.
 */
export const ZImportCvResponse = z.object({
  cv: ZCvDocument,
  /** The language most of the CV is written in. */
  language: ZLanguage,
});
export type TImportCvResponse = z.infer<typeof ZImportCvResponse>;

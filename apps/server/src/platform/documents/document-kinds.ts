import type { ErrorCode } from '@irreplaceable/contracts/common/error-codes';

/** The documents a CV may come as (spec 000 section 5). */
export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'md';

/** Why a document could not be read; each is an error code with its own message. */
export type DocumentProblem = Extract<
  ErrorCode,
  | 'cv_empty'
  | 'file_type_unsupported'
  | 'pdf_no_text'
  | 'file_encrypted'
  | 'file_corrupt'
  | 'file_too_complex'
>;

/** What the extraction thread answers. */
export type ExtractionAnswer =
  | { ok: true; text: string; pages: number | null }
  | { ok: false; problem: DocumentProblem; detail?: string };

export const CONTENT_TYPE: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

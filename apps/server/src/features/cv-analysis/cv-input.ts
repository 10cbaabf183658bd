import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import type { DocumentKind } from '../../platform/documents/document-kinds';

/** What a CV analysis keeps of its input, in the row's `input` column. */
export interface CvInput {
  source: 'upload' | 'text';
  fileName: string | null;
  fileType: DocumentKind | null;
  size: number | null;
  /** The CV's text; erased with the rest when a free analysis expires. */
  text?: string;
  /** What a history line calls it, read from the text ("Jane Doe — Accountant"); erased with it. */
  label?: string | null;
}

/**
 * The text as the analysis reads it: NUL and other control characters gone (PostgreSQL refuses
 * NUL, and none belongs in a CV), cut to the limit at a line end.
 */
export function cleanCvText(text: string): string {
  const clean = text.replace(/[\p{Cc}]/gu, (c) =>
    c === '\n' || c === '\t' ? c : c === '\r' ? '\n' : '',
  );
  if (clean.length <= CV_ANALYSIS.textMaxChars) return clean;
  const cut = clean.slice(0, CV_ANALYSIS.textMaxChars);
  const lastBreak = cut.lastIndexOf('\n');
  return lastBreak > CV_ANALYSIS.textMaxChars * 0.8 ? cut.slice(0, lastBreak) : cut;
}

import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { cleanFileName } from '@irreplaceable/contracts/common/file-name';
import { cvTextLength } from '@irreplaceable/contracts/cv-analysis/cv-text-length';
import type { DocumentKind } from '../../platform/documents/document-kinds';
import type { AnalystWorkPool, ServerWorkPool } from '../../platform/work/server-tasks';
import { extractText } from '../../platform/documents/extract-text';
import { runAnalystJob } from '../../platform/work/run-analyst-job';
import { sniffDocument } from '../../platform/documents/sniff-document';
import { AppError } from '../../platform/errors/app-error';
import { cleanCvText } from './cv-input';

const yearMonth = (date: Date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });

/**
 * Empty or not a CV: refused before anything is charged, kept or shown; else the headline its
 * reading gives (the person's name and title). The reading runs in the work pool, counted against
 * `owner`'s share, so a busy pool's refusal is this request's answer.
 */
export async function checkCvText(
  text: string,
  asOf: Date,
  work: AnalystWorkPool,
  owner: string,
): Promise<string | null> {
  if (cvTextLength(text) < CV_ANALYSIS.textMinChars) throw new AppError('cv_empty');
  const check = await runAnalystJob(work, 'check-cv', { text, asOf: yearMonth(asOf) }, owner);
  if (check.kind === 'empty') throw new AppError('cv_empty');
  if (check.kind === 'not_a_cv') throw new AppError('not_a_cv');
  return check.headline;
}

/**
 * An uploaded CV file to its text: the type read from its bytes, the text extracted in a child
 * process of the work pool with its limits (counted against `owner`'s share), every unreadable file refused with its own error. Used by the CV
 * analysis and by the CV editor's import, so both accept and refuse the same files.
 */
export async function readCvUpload(
  file: { fileName: string | undefined; bytes: Buffer },
  options: { asOf: Date; work: ServerWorkPool; analystWork: AnalystWorkPool; owner: string },
): Promise<{ text: string; fileName: string; kind: DocumentKind }> {
  if (file.bytes.length > CV_ANALYSIS.fileMaxBytes) throw new AppError('payload_too_large');
  if (file.bytes.length === 0) throw new AppError('cv_empty');
  const givenName = cleanFileName(file.fileName, '');
  const sniffed = await sniffDocument(file.bytes, givenName);
  if (!sniffed.kind) {
    throw new AppError('file_type_unsupported', {
      detected_en: sniffed.detected.en,
      detected_zh: sniffed.detected.zh,
    });
  }
  const extracted = await extractText(
    options.work,
    { kind: sniffed.kind, bytes: file.bytes },
    options.owner,
  );
  if (!extracted.ok) {
    if (extracted.problem === 'file_type_unsupported') {
      throw new AppError('file_type_unsupported', {
        detected_en: 'an Office file that is not a Word document',
        detected_zh: '不是 Word 文档的 Office 文件',
      });
    }
    throw new AppError(extracted.problem);
  }
  const text = cleanCvText(extracted.text);
  await checkCvText(text, options.asOf, options.analystWork, options.owner);
  // A name with nothing left (only direction marks, say) is named after what the file is.
  return { text, fileName: givenName || `cv.${sniffed.kind}`, kind: sniffed.kind };
}

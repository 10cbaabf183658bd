import { renderToBuffer } from '@react-pdf/renderer';
import type { Language } from '@irreplaceable/contracts/constants';
import {
  missingCvParts,
  type TCvDocument,
  type TCvPaper,
  type TCvRequired,
  type TCvTemplate,
} from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument } from '@irreplaceable/cv-pdf/cv-pdf-document';
import { loadEveryFace } from '@irreplaceable/cv-pdf/typesetter';
import { findUnsupportedCharacters } from '@irreplaceable/cv-pdf/unsupported-characters';
import { AppError } from '../../platform/errors/app-error';
import { unsupportedCharactersParams } from './unsupported-characters-words';

const PART_NAMES: Record<TCvRequired, Record<Language, string>> = {
  'basics.label': { en: 'title', zh: '职位头衔' },
  'meta.irreplaceable.user_type': { en: 'what describes you', zh: '身份（哪一项最符合你）' },
  work: { en: 'work experience', zh: '工作经历' },
  education: { en: 'education', zh: '教育背景' },
  skills: { en: 'skills', zh: '专业技能' },
  languages: { en: 'languages', zh: '语言能力' },
};

/** Refuses a CV that lacks a required part, naming every missing part in both languages. */
export function assertCompleteCv(cv: TCvDocument): void {
  const missing = missingCvParts(cv);
  if (missing.length === 0) return;
  throw new AppError('cv_incomplete', {
    missing_en: missing.map((part) => PART_NAMES[part].en).join(', '),
    missing_zh: missing.map((part) => PART_NAMES[part].zh).join('、'),
  });
}

/**
 * Refuses a CV with characters the PDF cannot draw (right-to-left scripts, characters no shipped
 * font holds), naming each with its code point and its fields, before anything is drawn: the
 * same check the editor runs before its preview and download.
 */
export async function assertDrawableCv(cv: TCvDocument): Promise<void> {
  const unsupported = await findUnsupportedCharacters(cv);
  if (unsupported.length === 0) return;
  throw new AppError('cv_unsupported_characters', unsupportedCharactersParams(unsupported));
}

/** Loads the CV fonts ahead of the first export, so the first person to export does not wait. */
export function warmCvFonts(): Promise<unknown> {
  return loadEveryFace();
}

/**
 * The PDF of a complete CV: the same drawing the browser exports (packages/cv-pdf). A photo whose
 * bytes the image decoder cannot read is the person's to replace, not a server failure.
 */
export async function renderCvPdf(options: {
  cv: TCvDocument;
  template: TCvTemplate;
  language: Language;
  paper: TCvPaper;
}): Promise<Buffer> {
  assertCompleteCv(options.cv);
  await assertDrawableCv(options.cv);
  const document = await createCvPdfDocument(options);
  try {
    return await renderToBuffer(document);
  } catch (error) {
    if (options.cv.basics.image) throw new AppError('cv_photo_unreadable', {}, { cause: error });
    throw error;
  }
}

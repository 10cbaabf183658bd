import { CV_EDITOR, type Language } from '@irreplaceable/contracts/constants';
import {
  missingCvParts,
  type TCvDocument,
  type TCvRequired,
  type TCvSection,
} from '@irreplaceable/contracts/cv/cv-document';
import type { CvPdfOptions } from '@irreplaceable/cv-pdf/cv-pdf-document';
import { SECTION_HEADINGS } from '@irreplaceable/cv-pdf/cv-words';
import { AppError } from '../../platform/errors/app-error';
import type { ServerWorkPool } from '../../platform/work/server-tasks';
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
  throw new AppError(
    'cv_incomplete',
    {
      missing_en: missing.map((part) => PART_NAMES[part].en).join(', '),
      missing_zh: missing.map((part) => PART_NAMES[part].zh).join('、'),
    },
    {
      fields: missing.map((part) => ({
        path: part,
        message: { en: `Missing: ${PART_NAMES[part].en}.`, zh: `缺少：${PART_NAMES[part].zh}。` },
      })),
    },
  );
}

/** "Work experience and Projects", "工作经历、项目经历": the sections as the editor names them. */
function sectionNames(sections: readonly TCvSection[], language: Language): string {
  const names = sections.map((section) => SECTION_HEADINGS[section][language]);
  if (language === 'zh') return names.join('、');
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

/**
 * The PDF of a complete CV: the same drawing the browser exports (packages/cv-pdf), made in a
 * child process of the work pool, counted against `owner`'s share. Refused there, before any
 * drawing, when it holds characters the PDF cannot draw (the editor's own check, naming each) or
 * when its words alone are past the page limit; refused after, when its pages are.
 */
export async function renderCvPdf(
  work: ServerWorkPool,
  options: CvPdfOptions,
  owner: string,
): Promise<Buffer> {
  assertCompleteCv(options.cv);
  const outcome = await work.run('draw-cv', options, {
    owner,
    timeoutMs: CV_EDITOR.exportTimeoutMs,
  });
  if (!outcome.ok) {
    switch (outcome.failure) {
      case 'stopped':
        throw new AppError('server_busy', {}, { retryAfterSeconds: 10 });
      case 'crashed':
        throw new Error('the CV drawing process failed');
      case 'timeout':
      case 'memory':
        throw new AppError('cv_too_complex');
    }
  }
  const answer = outcome.value;
  if (answer.ok)
    return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
  if (answer.problem === 'cv_photo_unreadable') throw new AppError('cv_photo_unreadable');
  if (answer.problem === 'cv_unsupported_characters') {
    throw new AppError('cv_unsupported_characters', unsupportedCharactersParams(answer.characters));
  }
  throw new AppError(
    'cv_too_long',
    {
      pages_en: answer.exact ? String(answer.pages) : `at least ${answer.pages}`,
      pages_zh: answer.exact ? ` ${answer.pages} ` : `至少 ${answer.pages} `,
      max: CV_EDITOR.exportMaxPages,
      sections_en: sectionNames(answer.sections, 'en'),
      sections_zh: sectionNames(answer.sections, 'zh'),
    },
    { sections: answer.sections },
  );
}

import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { cvTextLength } from '@irreplaceable/contracts/cv-analysis/cv-text-length';
import { findDateRanges, type YearMonth } from './date-ranges';
import type { CvReading } from './read-cv';

export type CvVerdict = { kind: 'cv' } | { kind: 'empty' } | { kind: 'not_a_cv' };

const CONTACT = /@[\w-]+\.[\w.]+|(?:\+?\d[\d\s().-]{7,}\d)|linkedin\.com/i;

/**
 * Whether a text is a CV at all, from the things every CV has and a recipe or a story lacks: job
 * titles with dates, licences, the usual section headings, an education, contact details, and
 * lines that name skills and software. A CV needs a few of them; no single word decides. A list
 * of skills with a name and a way to reach the person is a CV too, read from its skills.
 */
export function judgeCv(text: string, reading: CvReading, asOf: YearMonth): CvVerdict {
  if (cvTextLength(text) < CV_ANALYSIS.textMinChars || reading.lines.length === 0) {
    return { kind: 'empty' };
  }
  const headings = new Set(reading.lines.filter((l) => l.isHeading).map((l) => l.section)).size;
  const datedLines = reading.lines.filter((l) => findDateRanges(l.text, asOf).length > 0).length;
  const held = reading.roles.filter((r) => r.kind !== 'target').length;
  const skillLines = new Set(
    [...reading.technologies, ...reading.elements].map((finding) => finding.line),
  ).size;
  const hasContact = reading.lines.slice(0, 12).some((l) => CONTACT.test(l.text));
  const score =
    (held > 0 ? 3 : 0) +
    (reading.licences.length > 0 ? 2 : 0) +
    (headings >= 2 ? 2 : headings === 1 ? 1 : 0) +
    (datedLines > 0 ? 2 : 0) +
    (reading.education ? 1 : 0) +
    (hasContact ? 1 : 0) +
    (skillLines >= 4 ? 2 : skillLines >= 2 ? 1 : 0) +
    // Someone to reach, and what they can do: a CV of skills alone.
    (hasContact && skillLines >= 2 ? 2 : 0);
  return score >= 4 ? { kind: 'cv' } : { kind: 'not_a_cv' };
}

import { findDateRanges, type YearMonth } from './date-ranges';
import type { CvReading } from './read-cv';

export type CvVerdict = { kind: 'cv' } | { kind: 'empty' } | { kind: 'not_a_cv' };

const CONTACT = /@[\w-]+\.[\w.]+|(?:\+?\d[\d\s().-]{7,}\d)|linkedin\.com/i;
/** Fewer non-space characters than this is no CV to read. */
const MIN_CHARACTERS = 40;

/**
 * Whether a text is a CV at all, from the things every CV has and a recipe or a story lacks: job
 * titles with dates, the usual section headings, an education, contact details, named skills and
 * software. A CV needs a few of them; no single word decides.
 */
export function judgeCv(text: string, reading: CvReading, asOf: YearMonth): CvVerdict {
  if (text.replace(/\s+/g, '').length < MIN_CHARACTERS || reading.lines.length === 0) {
    return { kind: 'empty' };
  }
  const headings = new Set(reading.lines.filter((l) => l.isHeading).map((l) => l.section)).size;
  const datedLines = reading.lines.filter((l) => findDateRanges(l.text, asOf).length > 0).length;
  const held = reading.roles.filter((r) => r.kind !== 'target').length;
  const software = new Set(reading.technologies.map((t) => JSON.stringify(t.value))).size;
  const score =
    (held > 0 ? 3 : 0) +
    (headings >= 2 ? 2 : headings === 1 ? 1 : 0) +
    (datedLines > 0 ? 2 : 0) +
    (reading.education ? 1 : 0) +
    (reading.lines.slice(0, 12).some((l) => CONTACT.test(l.text)) ? 1 : 0) +
    (software >= 2 ? 1 : 0);
  return score >= 4 ? { kind: 'cv' } : { kind: 'not_a_cv' };
}

import { currentRole, maskContact } from './analyze-cv';
import type { CvReading } from './read-cv';
import { readPersonName } from './read-name';

const MAX_LENGTH = 80;

/**
 * What a list of analyses calls a pasted CV, in the CV's own words: the person's name and the
 * title read as theirs now ("Jane Doe — Accountant"), either alone when only one is read, else
 * the first line with its contact details masked. Null when nothing is left to show.
 */
export function cvHeadline(reading: CvReading): string | null {
  const name = readPersonName(reading);
  const title = currentRole(reading.roles)?.title.trim() || null;
  const read = [name, title].filter((part): part is string => part !== null);
  const headline =
    read.length > 0
      ? read.join(' — ')
      : maskContact(reading.lines[0]?.quote ?? '')
          .replace(/[\s…|｜,，;；]+$/u, '')
          .trim();
  if (!/[\p{L}\p{N}]/u.test(headline)) return null;
  return headline.length <= MAX_LENGTH ? headline : `${headline.slice(0, MAX_LENGTH - 1).trim()}…`;
}

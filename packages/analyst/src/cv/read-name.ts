import type { CvReading } from './read-cv';

/** A CV's own title line is no name. */
const NOT_A_NAME = /简历|履历|求职|resume|résumé|curriculum|^cv$/i;
/** A name stands at the top: a short line further down is a skill or a heading, not the person. */
const NAME_WITHIN_LINES = 5;
const LABELLED_NAME = /^(?:姓\s*名|name)\s*[:：]\s*(.{2,24})$/i;

/**
 * The person's name as the CV writes it: a line labelled as the name ("姓名：李娜"), else the
 * first short line of the top few with no digits, address, label or title in it. Null when none is.
 */
export function readPersonName(reading: CvReading): string | null {
  const labelled = reading.lines
    .map((line) => LABELLED_NAME.exec(line.quote)?.[1]?.trim())
    .find(Boolean);
  if (labelled) return labelled;
  const nameLine = reading.lines.find(
    (line) =>
      line.section === 'header' &&
      !line.isHeading &&
      line.n <= NAME_WITHIN_LINES &&
      line.quote.length <= 24 &&
      !/\d|@|[:：]/.test(line.quote) &&
      !NOT_A_NAME.test(line.quote) &&
      !reading.roles.some((role) => role.line === line.n),
  );
  return nameLine?.quote.trim() || null;
}

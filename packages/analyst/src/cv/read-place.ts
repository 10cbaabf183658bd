import { findChinaPlace, type ChinaPlace } from '../china/china-places';
import type { CvReading } from './read-cv';

/**
 * Where in mainland China the person works, as the CV says it: the top of the CV first (an
 * address, 现居), then the job they hold now, then the rest of their work. Schools are left
 * out: 中山大学 says nothing about where someone lives.
 */
export function readCvPlace(reading: CvReading): ChinaPlace | null {
  const byNumber = new Map(reading.lines.map((line) => [line.n, line.quote]));
  const header = reading.lines.filter((line) => line.section === 'header' && !line.isHeading);
  const running = reading.roles
    .filter((role) => role.kind === 'held' && role.end === 'present')
    .flatMap((role) => [role.line, role.dateLine ?? role.line]);
  const work = reading.lines.filter(
    (line) => (line.section === 'experience' || line.section === 'internship') && !line.isHeading,
  );
  return findChinaPlace([
    ...header.map((line) => line.quote),
    ...running.map((n) => byNumber.get(n) ?? ''),
    ...work.map((line) => line.quote),
  ]);
}

import type { TCvSection } from '@irreplaceable/contracts/cv/cv-document';
import type { CvView } from './cv-view';
import { LEADING } from './templates/blocks';
import type { PageSize } from './templates/template-props';
import type { Typesetter } from './typesetter';

/**
 * How long a CV is before it is drawn. Drawing is what costs (a few tenths of a second a page),
 * so a CV far past the export's page limit is recognised from its words alone: every text is
 * broken into lines as if in the widest column any template has, in the smallest body type any
 * template uses, and stacked with no gaps, headings or margins; the short lists a template may set
 * in a column of their own beside the rest count only where they are longer than the rest. No
 * template fits more on a page, so the pages counted this way are a floor: a CV over the limit by
 * this count is over it in every template.
 */

/** Short lists that a template may set in a side column, beside the story of a career. */
export const SIDE_COLUMN_SECTIONS: ReadonlySet<TCvSection> = new Set([
  'skills',
  'languages',
  'values',
]);

/** The narrowest side margin and the smallest body size and vertical margin of the templates. */
const MIN_MARGIN_X = 38;
const MIN_MARGIN_Y = 34;
const MIN_BODY_SIZE = 8.8;

export interface CvLength {
  /** Pages the CV needs at the very least, in any template. */
  minimumPages: number;
  /** Lines each section needs at the least, largest first. */
  sections: { id: TCvSection; lines: number }[];
}

export function measureCvLength(view: CvView, ts: Typesetter, page: PageSize): CvLength {
  const width = page.width - MIN_MARGIN_X * 2;
  const lineHeight = MIN_BODY_SIZE * LEADING;
  const linesOf = (text: string | undefined) =>
    text ? ts.lines(text, width, MIN_BODY_SIZE).length : 0;
  const sections = view.sections
    .map((section) => ({
      id: section.id,
      lines: section.items.reduce(
        (sum, item) =>
          sum +
          linesOf(item.title) +
          linesOf(item.subtitle) +
          linesOf(item.text) +
          (item.bullets ?? []).reduce((bullets, bullet) => bullets + linesOf(bullet), 0),
        0,
      ),
    }))
    .sort((a, b) => b.lines - a.lines);
  const linesIn = (side: boolean) =>
    sections
      .filter((section) => SIDE_COLUMN_SECTIONS.has(section.id) === side)
      .reduce((sum, section) => sum + section.lines, 0);
  const lines = Math.max(linesIn(false), linesIn(true));
  const linesPerPage = Math.floor((page.height - MIN_MARGIN_Y * 2) / lineHeight);
  return { minimumPages: Math.max(1, Math.ceil(lines / linesPerPage)), sections };
}

/**
 * The sections to shorten so that a CV of `pages` pages fits in `maxPages`: the largest first,
 * until together they hold the share of the CV that has to go.
 */
export function sectionsToShorten(length: CvLength, pages: number, maxPages: number): TCvSection[] {
  const total = length.sections.reduce((sum, section) => sum + section.lines, 0);
  const excess = total * (1 - maxPages / pages);
  const chosen: TCvSection[] = [];
  let covered = 0;
  for (const section of length.sections) {
    if (covered >= excess && chosen.length > 0) break;
    chosen.push(section.id);
    covered += section.lines;
  }
  return chosen;
}

/** Pages of a PDF written by react-pdf, which keeps its page objects uncompressed. */
export function countPdfPages(pdf: Uint8Array): number {
  return new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page(?![a-zA-Z])/g)?.length ?? 0;
}

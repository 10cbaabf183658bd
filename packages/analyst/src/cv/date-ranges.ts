/**
 * Dates and date ranges as CVs write them, in English and Chinese: "Jan 2019 – Present",
 * "2019.07-至今", "2018年9月—2022年6月", "03/2019 - 06/2021", "2015 – 2019", "Jan.–Aug. 2025",
 * and a season on its own ("Summer 2022", "2025年暑期"), which is a range of its own months.
 */
export interface YearMonth {
  year: number;
  /** 1–12; null when only the year was written. */
  month: number | null;
}

export interface DateRange {
  start: YearMonth;
  /** 'present' for "Present", "至今" and the like. */
  end: YearMonth | 'present';
  /** Where the range stands in the line, so the text around it can be read apart from it. */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
};

/** Seasons: the month they start in and how many months they last (a summer job, a semester). */
const SEASONS: Record<string, { month: number; months: number }> = {
  spring: { month: 3, months: 3 },
  summer: { month: 6, months: 3 },
  fall: { month: 9, months: 3 },
  autumn: { month: 9, months: 3 },
  winter: { month: 12, months: 3 },
  春: { month: 3, months: 3 },
  夏: { month: 6, months: 3 },
  秋: { month: 9, months: 3 },
  冬: { month: 12, months: 3 },
  暑期: { month: 7, months: 2 },
  暑假: { month: 7, months: 2 },
  寒假: { month: 1, months: 2 },
};
const ZH_SEASON = '(?:暑期|暑假|寒假|春|夏|秋|冬)';

const MONTH_NAME = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** One date, each form in its own group so it can be read back. */
const DATE =
  `(?:(?<mn>${MONTH_NAME})\\.?,?\\s*(?<mny>(?:19|20)\\d{2})` +
  `|(?<zsy>(?:19|20)\\d{2})\\s*年?\\s*(?<zs>${ZH_SEASON})(?:季|天)?` +
  `|(?<zy>(?:19|20)\\d{2})\\s*年\\s*(?<zm>\\d{1,2})\\s*月?` +
  `|(?<ymy>(?:19|20)\\d{2})\\s*[./-]\\s*(?<ymm>\\d{1,2})(?!\\d)` +
  `|(?<mym>\\d{1,2})\\s*[/.]\\s*(?<myy>(?:19|20)\\d{2})` +
  `|(?<y>(?:19|20)\\d{2})(?!\\d)(?:\\s*年)?)`;

const PRESENT =
  '(?:up (?:to|till|until) (?:the )?(?:present|now|date)|(?:till|until) now|present|current(?:ly)?|now|today|ongoing|to date|date|至今|现在|目前|今)';
/** Hyphens and dashes of every width, tildes and wave dashes, and the words between dates. */
const SEPARATOR = '\\s*(?:[-‐‑‒–—―−﹣－~〜～⁓]+|to|until|till|through|thru|至|到)\\s*';

function dateGroups(prefix: string): string {
  return DATE.replace(/\(\?<(\w+)>/g, `(?<${prefix}$1>`);
}

const RANGE = new RegExp(
  `(?<![\\d.])${dateGroups('s')}${SEPARATOR}(?:(?<present>${PRESENT})|${dateGroups('e')})`,
  'giu',
);
const SINGLE = new RegExp(`(?<![\\d.])${DATE}`, 'giu');
/** "Jan.–Aug. 2025", "June - August 2024": two months and the year they share. */
const SAME_YEAR = new RegExp(
  `\\b(?<sm>${MONTH_NAME})\\.?${SEPARATOR}(?<em>${MONTH_NAME})\\.?,?\\s*(?<y>(?:19|20)\\d{2})(?!\\d)`,
  'giu',
);
/** A season with its year, alone: "Summer 2024", "2025年暑期". */
const SEASON = new RegExp(
  `(?<![\\d.])(?:\\b(?<en>spring|summer|fall|autumn|winter)\\s*,?\\s*(?<eny>(?:19|20)\\d{2})` +
    `|(?<zy>(?:19|20)\\d{2})\\s*年?\\s*(?<zh>${ZH_SEASON})(?:季|天)?)(?!\\d)`,
  'giu',
);

type Groups = Record<string, string | undefined>;

function readDate(g: Groups, p: string, maxYear: number): YearMonth | null {
  const pick = (name: string) => g[`${p}${name}`];
  let year: string | undefined;
  let month: number | null = null;
  if (pick('mn')) {
    year = pick('mny');
    month = MONTHS[pick('mn')!.toLowerCase()] ?? null;
  } else if (pick('zs')) {
    year = pick('zsy');
    month = SEASONS[pick('zs')!]?.month ?? null;
  } else if (pick('zy')) {
    year = pick('zy');
    month = Number(pick('zm'));
  } else if (pick('ymy')) {
    year = pick('ymy');
    month = Number(pick('ymm'));
  } else if (pick('myy')) {
    year = pick('myy');
    month = Number(pick('mym'));
  } else year = pick('y');
  const y = Number(year);
  if (!year || y < 1950 || y > maxYear) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year: y, month };
}

export function monthIndex(date: YearMonth, endOfYear = false): number {
  return date.year * 12 + (date.month ?? (endOfYear ? 12 : 1)) - 1;
}

/** The ranges in a line, in order. `asOf` bounds the years a CV can mention. */
export function findDateRanges(line: string, asOf: YearMonth): DateRange[] {
  const ranges: DateRange[] = [];
  const free = (index: number, length: number) =>
    ranges.every((r) => index + length <= r.index || index >= r.index + r.length);
  const add = (
    start: YearMonth | null,
    end: YearMonth | 'present' | null,
    match: RegExpExecArray,
  ) => {
    if (!start || !end || !free(match.index, match[0].length)) return;
    if (end !== 'present' && monthIndex(end) < monthIndex(start)) return;
    ranges.push({ start, end, index: match.index, length: match[0].length });
  };
  for (const match of line.matchAll(RANGE)) {
    const g = (match.groups ?? {}) as Groups;
    add(
      readDate(g, 's', asOf.year + 1),
      g.present ? 'present' : readDate(g, 'e', asOf.year + 6),
      match,
    );
  }
  for (const match of line.matchAll(SAME_YEAR)) {
    const g = (match.groups ?? {}) as Groups;
    const year = Number(g.y);
    if (year < 1950 || year > asOf.year + 1) continue;
    const month = (name: string | undefined) => MONTHS[(name ?? '').toLowerCase()] ?? null;
    add({ year, month: month(g.sm) }, { year, month: month(g.em) }, match);
  }
  for (const match of line.matchAll(SEASON)) {
    const g = (match.groups ?? {}) as Groups;
    const season = SEASONS[(g.en ?? g.zh ?? '').toLowerCase()];
    const year = Number(g.eny ?? g.zy);
    if (!season || year < 1950 || year > asOf.year + 1) continue;
    const last = season.month + season.months - 1;
    const end = { year: year + Math.floor((last - 1) / 12), month: ((last - 1) % 12) + 1 };
    add({ year, month: season.month }, end, match);
  }
  return ranges.sort((a, b) => a.index - b.index);
}

/** Single dates outside any range ("Graduated May 2020", "2016  Registered Nurse"). */
export function findSingleDates(
  line: string,
  asOf: YearMonth,
): { date: YearMonth; index: number; length: number }[] {
  const taken = findDateRanges(line, asOf);
  const inside = (index: number) =>
    taken.some((r) => index >= r.index && index < r.index + r.length);
  const singles: { date: YearMonth; index: number; length: number }[] = [];
  for (const match of line.matchAll(SINGLE)) {
    if (inside(match.index)) continue;
    const date = readDate((match.groups ?? {}) as Groups, '', asOf.year + 6);
    if (date) singles.push({ date, index: match.index, length: match[0].length });
  }
  return singles;
}

/** Whole months a range covers, counting a running one up to `asOf`. */
export function rangeMonths(range: Pick<DateRange, 'start' | 'end'>, asOf: YearMonth): number {
  const from = monthIndex(range.start);
  const to = range.end === 'present' ? monthIndex(asOf) : monthIndex(range.end);
  return Math.max(0, to - from + (range.start.month === null ? 0 : 1));
}

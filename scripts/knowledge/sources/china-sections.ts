import { compareText } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'nbs-industry-employment-wages';
/** NBS series suffixes: `01` the total, then `02`…`0K` the sections A…S in the standard's order. */
const SERIES = '123456789ABCDEFGHIJK';
const SECTIONS = 'ABCDEFGHIJKLMNOPQRS';

export interface ChinaSectionSeries {
  /** GB/T 4754 section letter, or `total`. */
  section: string;
  employment: [number, number][];
  wageNonPrivate: [number, number][];
  wagePrivate: [number, number][];
}

/** The section a series code (`A040604`) stands for. */
function sectionOf(code: string): string {
  const index = SERIES.indexOf(code.slice(-1));
  if (!code.startsWith('A04060') || index < 0) throw new Error(`${DIR}: series code ${code}`);
  return index === 0 ? 'total' : (SECTIONS[index - 1] ?? '');
}

const byYear = (a: [number, number], b: [number, number]) => a[0] - b[0];

/** NBS urban non-private employment (万人) and average wages (元) per GB/T section, 2006–2024. */
export function readChinaSections(sourceDir: string): ChinaSectionSeries[] {
  const series = new Map<string, ChinaSectionSeries>();
  const get = (code: string) => {
    const section = sectionOf(code);
    const found = series.get(section);
    if (found) return found;
    const made = { section, employment: [], wageNonPrivate: [], wagePrivate: [] };
    series.set(section, made);
    return made;
  };
  const point = (year: string, value: string): [number, number] => [
    parseDecimal(year, 'year'),
    // Employment has up to four decimals in early years; one is what NBS bulletins print.
    Math.round(parseDecimal(value, 'value') * 10) / 10,
  ];
  for (const row of readTable(sourceDir, `${DIR}/employment_by_industry.csv`, CSV, [
    'industry_code',
    'year',
    'value',
  ])) {
    get(field(row, 'industry_code')).employment.push(
      point(field(row, 'year'), field(row, 'value')),
    );
  }
  for (const row of readTable(sourceDir, `${DIR}/wages_by_industry.csv`, CSV, [
    'industry_code',
    'wage_type',
    'year',
    'value',
  ])) {
    const target = get(field(row, 'industry_code'));
    const kind = field(row, 'wage_type');
    const list =
      kind === 'non_private'
        ? target.wageNonPrivate
        : kind === 'private'
          ? target.wagePrivate
          : null;
    if (!list) throw new Error(`${DIR}: wage type ${kind}`);
    list.push(point(field(row, 'year'), field(row, 'value')));
  }
  for (const item of series.values()) {
    item.employment.sort(byYear);
    item.wageNonPrivate.sort(byYear);
    item.wagePrivate.sort(byYear);
  }
  return [...series.values()].sort((a, b) => compareText(a.section, b.section));
}

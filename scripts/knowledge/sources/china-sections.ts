import { compareText } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'nbs-industry-employment-wages';
/** NBS's series code of the all-industries total. */
export const NBS_TOTAL = 'A040601';

export interface ChinaSectionSeries {
  /** NBS series code (`A040604`); the sections do not follow the standard's letter order. */
  code: string;
  /** NBS's name of the section, e.g. 制造业. */
  name: string;
  employment: [number, number][];
  wageNonPrivate: [number, number][];
  wagePrivate: [number, number][];
}

const byYear = (a: [number, number], b: [number, number]) => a[0] - b[0];

/** NBS urban non-private employment (万人) and average wages (元) per GB/T section, 2006–2024. */
export function readChinaSections(sourceDir: string): ChinaSectionSeries[] {
  const series = new Map<string, ChinaSectionSeries>();
  const get = (row: Record<string, string>) => {
    const code = field(row, 'industry_code');
    const found = series.get(code);
    if (found) return found;
    const made: ChinaSectionSeries = {
      code,
      name: field(row, 'industry_name'),
      employment: [],
      wageNonPrivate: [],
      wagePrivate: [],
    };
    series.set(code, made);
    return made;
  };
  const point = (row: Record<string, string>): [number, number] => [
    parseDecimal(field(row, 'year'), 'year'),
    // Employment has up to four decimals in early years; one is what NBS bulletins print.
    Math.round(parseDecimal(field(row, 'value'), 'value') * 10) / 10,
  ];
  const columns = ['industry_code', 'industry_name', 'year', 'value'];
  for (const row of readTable(sourceDir, `${DIR}/employment_by_industry.csv`, CSV, columns)) {
    get(row).employment.push(point(row));
  }
  for (const row of readTable(sourceDir, `${DIR}/wages_by_industry.csv`, CSV, [
    ...columns,
    'wage_type',
  ])) {
    const target = get(row);
    const kind = field(row, 'wage_type');
    const list =
      kind === 'non_private'
        ? target.wageNonPrivate
        : kind === 'private'
          ? target.wagePrivate
          : null;
    if (!list) throw new Error(`${DIR}: wage type ${kind}`);
    list.push(point(row));
  }
  for (const item of series.values()) {
    item.employment.sort(byYear);
    item.wageNonPrivate.sort(byYear);
    item.wagePrivate.sort(byYear);
  }
  return [...series.values()].sort((a, b) => compareText(a.code, b.code));
}

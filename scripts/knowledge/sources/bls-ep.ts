import { CSV, field, type Row } from '../delimited';
import { parseDecimal, thousandsToPeople } from '../numbers';
import { readTable } from '../source-files';

const FILE = 'bls-ep-2024-34/table_1_2_occupational_projections_2024_34.csv';

/** Projections for one NEM line item, in people and dollars. */
export interface EpLine {
  employment2024: number;
  employment2034: number;
  change: number;
  changePct: number;
  openingsAnnual: number;
  medianWage2024: number | null;
  medianWageTopCoded: boolean;
  education: string | null;
}

const C = {
  code: '2024 National Employment Matrix code',
  type: 'Occupation type',
  emp2024: 'Employment, 2024',
  emp2034: 'Employment, 2034',
  change: 'Employment change, numeric, 2024–34',
  changePct: 'Employment change, percent, 2024–34',
  openings: 'Occupational openings, 2024–34 annual average',
  wage: 'Median annual wage, dollars, 2024[1]',
  education: 'Typical education needed for entry',
} as const;

/** "—" is BLS for no data. */
const NO_DATA = '—';

function wage(text: string): { value: number | null; topCoded: boolean } {
  if (text === NO_DATA) return { value: null, topCoded: false };
  // Top-coded wages are published as ">=$239,200".
  const top = /^>=\$([\d,]+)$/.exec(text);
  if (top)
    return { value: parseDecimal((top[1] ?? '').replace(/,/g, ''), 'EP wage'), topCoded: true };
  return { value: parseDecimal(text, 'EP wage'), topCoded: false };
}

function line(row: Row): EpLine {
  const thousands = (column: string): number =>
    thousandsToPeople(parseDecimal(field(row, column), column));
  const median = wage(field(row, C.wage));
  const education = field(row, C.education).trim();
  return {
    employment2024: thousands(C.emp2024),
    employment2034: thousands(C.emp2034),
    change: thousands(C.change),
    changePct: parseDecimal(field(row, C.changePct), C.changePct),
    openingsAnnual: thousands(C.openings),
    medianWage2024: median.value,
    medianWageTopCoded: median.topCoded,
    education: education === NO_DATA || education === '' ? null : education,
  };
}

/** Line items (detailed NEM occupations) by NEM code; summary rows are skipped. */
export function readProjections(sourceDir: string): Map<string, EpLine> {
  const rows = readTable(sourceDir, FILE, CSV, Object.values(C));
  const map = new Map<string, EpLine>();
  for (const row of rows) {
    if (field(row, C.type) !== 'Line item') continue;
    map.set(field(row, C.code).trim(), line(row));
  }
  return map;
}

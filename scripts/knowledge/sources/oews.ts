import type { WageStats } from '../../../packages/analyst/src/knowledge/types';
import { CSV, field, type Row } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable, readText } from '../source-files';

export type OewsRelease = WageStats['release'];
export type OewsLine = Omit<WageStats, 'release' | 'soc'>;

const FILES: Record<OewsRelease, string> = {
  'May 2025': 'M2025',
  'May 2024': 'M2024',
};

interface TopCodes {
  hourly: number;
  annual: number;
}

/** The `#` bound is stated in each release's field descriptions; read it rather than hard-code it. */
function readTopCodes(sourceDir: string, tag: string): TopCodes {
  const text = readText(sourceDir, `bls-oews/field_descriptions_${tag}.txt`);
  const match = /#\s*=.*?\$([\d.,]+) per hour or \$([\d,]+) per year/.exec(text);
  if (!match) throw new Error(`field_descriptions_${tag}.txt: top-coding note not found`);
  return {
    hourly: parseDecimal((match[1] ?? '').replace(/,/g, ''), 'hourly top code'),
    annual: parseDecimal((match[2] ?? '').replace(/,/g, ''), 'annual top code'),
  };
}

/** `*` = wage not available, `**` = employment not available, `#` = at or above the top code. */
function wage(text: string, topCode: number): { value: number | null; topCoded: boolean } {
  if (text === '*') return { value: null, topCoded: false };
  if (text === '#') return { value: topCode, topCoded: true };
  return { value: parseDecimal(text.replace(/,/g, ''), 'OEWS wage'), topCoded: false };
}

function line(row: Row, top: TopCodes): OewsLine {
  const employment = field(row, 'TOT_EMP');
  const annual = wage(field(row, 'A_MEDIAN'), top.annual);
  const hourly = wage(field(row, 'H_MEDIAN'), top.hourly);
  return {
    employment: employment === '**' ? null : parseDecimal(employment.replace(/,/g, ''), 'TOT_EMP'),
    medianAnnual: annual.value,
    medianHourly: hourly.value,
    annualTopCoded: annual.topCoded,
    hourlyTopCoded: hourly.topCoded,
    annualOnly: field(row, 'ANNUAL') === 'TRUE',
    hourlyOnly: field(row, 'HOURLY') === 'TRUE',
  };
}

/** National cross-industry rows with O_GROUP = detailed (which includes the OEWS aggregates). */
export function readOews(sourceDir: string, release: OewsRelease): Map<string, OewsLine> {
  const tag = FILES[release];
  const top = readTopCodes(sourceDir, tag);
  const rows = readTable(sourceDir, `bls-oews/national_${tag}_dl.csv`, CSV, [
    'OCC_CODE',
    'O_GROUP',
    'TOT_EMP',
    'A_MEDIAN',
    'H_MEDIAN',
    'ANNUAL',
    'HOURLY',
  ]);
  const map = new Map<string, OewsLine>();
  for (const row of rows) {
    if (field(row, 'O_GROUP') !== 'detailed') continue;
    map.set(field(row, 'OCC_CODE').trim(), line(row, top));
  }
  return map;
}

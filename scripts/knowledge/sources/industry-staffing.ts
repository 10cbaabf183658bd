import type {
  IndustrySize,
  PatternLine,
  StaffingPattern,
  TopRoles,
} from '../../../packages/analyst/src/knowledge/industry-types';
import { compareText } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';
import { annualTopCode } from './industries';

const LEVEL: Record<string, StaffingPattern['level']> = {
  '3-digit': 3,
  '5-digit': 5,
  '6-digit': 6,
};

/** OEWS marks: `**` or `*` suppressed, `#` top-coded (the caller puts the top code in its place). */
function figure(text: string, context: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '*' || trimmed === '**' || trimmed === '#') return null;
  return parseDecimal(trimmed.replace(/,/g, ''), context);
}

/**
 * OEWS May 2024 staffing of three-, five- and six-digit industries. Codes are zero-padded to six
 * digits (`541000` is 541), so the level comes from I_GROUP and the code is cut to it.
 */
export function readStaffingPatterns(sourceDir: string, file: string): StaffingPattern[] {
  const rows = readTable(sourceDir, `bls-oews-industry/${file}`, CSV, [
    'NAICS',
    'NAICS_TITLE',
    'I_GROUP',
    'OWN_CODE',
    'OCC_CODE',
    'O_GROUP',
    'TOT_EMP',
    'A_MEAN',
  ]);
  const top = annualTopCode(sourceDir);
  const patterns = new Map<string, StaffingPattern>();
  const lines: { code: string; line: PatternLine }[] = [];
  for (const row of rows) {
    const level = LEVEL[field(row, 'I_GROUP')];
    if (!level) throw new Error(`${file}: industry level "${field(row, 'I_GROUP')}"`);
    const code = field(row, 'NAICS').trim().slice(0, level);
    const employment = figure(field(row, 'TOT_EMP'), `${file} TOT_EMP`);
    const mean = field(row, 'A_MEAN').trim();
    const meanAnnual = mean === '#' ? top : figure(mean, `${file} A_MEAN`);
    const group = field(row, 'O_GROUP');
    if (group === 'total') {
      if (employment === null) throw new Error(`${file}: ${code} has no total employment`);
      patterns.set(code, {
        code,
        level,
        title: field(row, 'NAICS_TITLE').trim(),
        own: field(row, 'OWN_CODE').trim(),
        employment,
        meanAnnual,
        occupations: [],
      });
    } else if (group === 'detailed') {
      const soc = field(row, 'OCC_CODE').trim();
      lines.push({ code, line: [soc, employment, meanAnnual, mean === '#' ? 1 : 0] });
    }
  }
  for (const { code, line } of lines) {
    const pattern = patterns.get(code);
    if (!pattern) throw new Error(`${file}: ${code} has no total row`);
    pattern.occupations.push(line);
  }
  for (const pattern of patterns.values()) {
    pattern.occupations.sort((a, b) => (b[1] ?? -1) - (a[1] ?? -1) || compareText(a[0], b[0]));
  }
  return [...patterns.values()].sort((a, b) => compareText(a.code, b.code));
}

/** The ten largest occupations of 214 four-digit industries (a third party's cut of nat4d). */
export function readTopRoles(sourceDir: string): TopRoles[] {
  const file = 'bls-oews-industry/derived_top10_roles_4digit.csv';
  const rows = readTable(sourceDir, file, CSV, [
    'naics4',
    'rank',
    'soc',
    'emp_share',
    'wage_share',
  ]);
  const byCode = new Map<string, (TopRoles['occupations'][number] & { rank: number })[]>();
  for (const row of rows) {
    const code = field(row, 'naics4').trim();
    const list = byCode.get(code) ?? [];
    const wage = field(row, 'wage_share').trim();
    list.push({
      rank: parseDecimal(field(row, 'rank'), 'rank'),
      soc: field(row, 'soc').trim(),
      empShare: parseDecimal(field(row, 'emp_share'), 'emp_share'),
      wageShare: wage === '' ? null : parseDecimal(wage, 'wage_share'),
    });
    byCode.set(code, list);
  }
  return [...byCode.entries()]
    .map(([code, list]) => ({
      code,
      occupations: list
        .sort((a, b) => a.rank - b.rank)
        .map(({ soc, empShare, wageShare }) => ({ soc, empShare, wageShare })),
    }))
    .sort((a, b) => compareText(a.code, b.code));
}

/** QCEW ownerships that add up to all employers: federal, state and local government, private. */
const OWNERSHIPS = new Set(['1', '2', '3', '5']);

/**
 * QCEW 2024 annual averages for the whole US at every NAICS level. There is no all-ownership row
 * per industry, so the ownership rows are summed, leaving out suppressed ones (`N`, whose zeros
 * are not zeros); pay is total wages ÷ employment.
 */
export function readIndustrySizes(sourceDir: string): IndustrySize[] {
  const rows = readTable(sourceDir, 'bls-qcew-2024/qcew_2024_us000.csv', CSV, [
    'own_code',
    'industry_code',
    'agglvl_code',
    'disclosure_code',
    'annual_avg_estabs',
    'annual_avg_emplvl',
    'total_annual_wages',
  ]);
  const sums = new Map<string, { employment: number; establishments: number; wages: number }>();
  for (const row of rows) {
    const level = Number(field(row, 'agglvl_code'));
    if (level < 14 || level > 18 || !OWNERSHIPS.has(field(row, 'own_code'))) continue;
    if (field(row, 'disclosure_code') === 'N') continue;
    const code = field(row, 'industry_code').trim();
    const sum = sums.get(code) ?? { employment: 0, establishments: 0, wages: 0 };
    sum.employment += parseDecimal(field(row, 'annual_avg_emplvl'), 'annual_avg_emplvl');
    sum.establishments += parseDecimal(field(row, 'annual_avg_estabs'), 'annual_avg_estabs');
    sum.wages += parseDecimal(field(row, 'total_annual_wages'), 'total_annual_wages');
    sums.set(code, sum);
  }
  return [...sums.entries()]
    .filter(([, sum]) => sum.employment > 0)
    .map(([code, sum]) => ({
      code,
      employment: sum.employment,
      establishments: sum.establishments,
      meanPay: Math.round(sum.wages / sum.employment),
    }))
    .sort((a, b) => compareText(a.code, b.code));
}

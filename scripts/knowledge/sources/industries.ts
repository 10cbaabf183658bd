import type {
  FactorDriver,
  FactorKind,
} from '../../../packages/analyst/src/knowledge/industry-types';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable, readText } from '../source-files';

/** NAICS 2022, 2–6 digits, as the Census list has it (titles trimmed). */
export interface NaicsLine {
  code: string;
  title: string;
}

const NAICS_CODE = '2022 NAICS US   Code';
const NAICS_TITLE = '2022 NAICS US Title';

export function readNaics(sourceDir: string): NaicsLine[] {
  const rows = readTable(sourceDir, 'naics-2022/naics_2022_2-6_digit_codes.csv', CSV, [
    NAICS_CODE,
    NAICS_TITLE,
  ]);
  return rows
    .map((row) => ({ code: field(row, NAICS_CODE).trim(), title: field(row, NAICS_TITLE).trim() }))
    .filter((line) => line.code !== '');
}

export interface GbtLine {
  code: string;
  name: string;
  level: 1 | 2 | 3 | 4;
  /** The section letter (`I`) every code belongs to. */
  section: string;
}

/**
 * GB/T 4754-2017. Groups the standard does not subdivide appear only as their class row; the
 * group is then implied by the `group` column and gets the class's name.
 */
export function readGbt(sourceDir: string): GbtLine[] {
  const rows = readTable(sourceDir, 'china-gbt4754-2017/gbt4754_2017_codes.csv', CSV, [
    'level',
    'section',
    'group',
    'code',
    'name',
  ]);
  const lines = new Map<string, GbtLine>();
  for (const row of rows) {
    const level = parseDecimal(field(row, 'level'), 'GB/T level') as GbtLine['level'];
    const code = field(row, 'code').trim();
    const name = field(row, 'name').trim();
    const group = field(row, 'group').trim();
    const section = field(row, 'section').trim();
    if (level === 4 && group !== '' && !lines.has(group)) {
      lines.set(group, { code: group, name, level: 3, section });
    }
    lines.set(code, { code, name, level, section });
  }
  return [...lines.values()];
}

export interface AiieLine {
  code: string;
  title: string;
  aiie: number;
  lmAiie: number | null;
}

/**
 * Felten et al. AIIE (Appendix B) joined with LM-AIIE. The two files write aggregates differently
 * (`3250` twice vs `3250A1`/`3250A2`), so rows are joined on the industry title, which is unique.
 */
export function readAiie(sourceDir: string): AiieLine[] {
  const aiie = readTable(sourceDir, 'felten-aiie/aiie_appendix_b_industries_naics4.csv', CSV, [
    'NAICS',
    'Industry Title',
    'AIIE',
  ]);
  const lm = readTable(sourceDir, 'felten-aiie/language_modeling_aiie_industries.csv', CSV, [
    'NAICS',
    'NAICS Description',
    'Language Modeling AIIE',
  ]);
  const key = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');
  const lmByTitle = new Map(
    lm.map((row) => [
      key(field(row, 'NAICS Description')),
      parseDecimal(field(row, 'Language Modeling AIIE'), 'LM-AIIE'),
    ]),
  );
  return aiie.map((row) => {
    const title = field(row, 'Industry Title').trim();
    return {
      code: field(row, 'NAICS').trim(),
      title,
      aiie: parseDecimal(field(row, 'AIIE'), 'AIIE'),
      lmAiie: lmByTitle.get(key(title)) ?? null,
    };
  });
}

export interface SectorLine {
  sector: string;
  title: string;
  soc: string;
  group: string;
  employment: number | null;
  pct: number | null;
  meanAnnual: number | null;
  meanTopCoded: boolean;
  medianAnnual: number | null;
  medianTopCoded: boolean;
}

/** The `#` annual top code of the May 2024 release, stated in its field descriptions. */
export function annualTopCode(sourceDir: string): number {
  const text = readText(sourceDir, 'bls-oews/field_descriptions_M2024.txt');
  const match = /#\s*=.*?\$([\d.,]+) per hour or \$([\d,]+) per year/.exec(text);
  if (!match) throw new Error('field_descriptions_M2024.txt: top-coding note not found');
  return parseDecimal((match[2] ?? '').replace(/,/g, ''), 'annual top code');
}

/** OEWS May 2024 by NAICS sector: totals and detailed occupations. */
export function readSectorStaffing(sourceDir: string): SectorLine[] {
  const top = annualTopCode(sourceDir);
  const rows = readTable(sourceDir, 'bls-oews-industry/natsector_M2024_dl.csv', CSV, [
    'NAICS',
    'NAICS_TITLE',
    'OCC_CODE',
    'O_GROUP',
    'TOT_EMP',
    'PCT_TOTAL',
    'A_MEAN',
    'A_MEDIAN',
  ]);
  const number = (text: string, context: string): number | null =>
    text === '*' || text === '**' || text === ''
      ? null
      : parseDecimal(text.replace(/,/g, ''), context);
  return rows
    .filter((row) => ['total', 'detailed'].includes(field(row, 'O_GROUP')))
    .map((row) => {
      const median = field(row, 'A_MEDIAN');
      return {
        sector: field(row, 'NAICS').trim(),
        title: field(row, 'NAICS_TITLE').trim(),
        soc: field(row, 'OCC_CODE').trim(),
        group: field(row, 'O_GROUP'),
        employment: number(field(row, 'TOT_EMP'), 'TOT_EMP'),
        pct: number(field(row, 'PCT_TOTAL'), 'PCT_TOTAL'),
        meanAnnual: field(row, 'A_MEAN') === '#' ? top : number(field(row, 'A_MEAN'), 'A_MEAN'),
        meanTopCoded: field(row, 'A_MEAN') === '#',
        medianAnnual: median === '#' ? top : number(median, 'A_MEDIAN'),
        medianTopCoded: median === '#',
      };
    });
}

export interface FactorLine {
  nem: string;
  industry: string;
  industryTitle: string;
  kinds: FactorKind[];
  direction: 'increase' | 'decrease' | null;
  drivers: FactorDriver[];
}

const KIND_WORDS: [RegExp, FactorKind][] = [
  [/demand change/i, 'demand'],
  [/productivity change/i, 'productivity'],
  [/capital\/labor substitution/i, 'capital_labor'],
  [/occupational substitution/i, 'occupational_substitution'],
  [/sourcing change/i, 'sourcing'],
];

/**
 * Our keyword rules for what a stated reason is about, first match first. Only these labels are
 * kept; BLS's sentences are not, and the product words each label in its own sentences.
 */
const DRIVER_WORDS: [RegExp, FactorDriver][] = [
  [/\bAI\b|artificial intelligence|machine learning|generative|large language/i, 'ai'],
  [/automat|robot|self-check|self-service|kiosk|autonomous|machinery/i, 'automation'],
  [/software|technolog|digital|electronic|computer|system/i, 'software'],
  [/online|e-commerce|internet|web\b|streaming|mobile app/i, 'online'],
  [/contract|outsourc|offshor|staffing|third.party|import/i, 'outsourcing'],
  [/consolidat|merg|centraliz/i, 'consolidation'],
  [/health|patient|medical|aging|older|elderly|care\b/i, 'health_demand'],
  [/regulat|polic|law\b|legislat|compliance|payer/i, 'regulation'],
  [/renewable|solar|wind|energy|electric vehicle|battery|emission/i, 'energy'],
];

/** Splits "Kinds - share increases as …" into our labels. */
export function classifyFactor(
  text: string,
): Omit<FactorLine, 'nem' | 'industry' | 'industryTitle'> {
  const split = /^(.*?)\s*-{1,2}\s*(.*)$/s.exec(text);
  const head = split?.[1] ?? '';
  const reason = split?.[2] ?? text;
  const kinds = KIND_WORDS.filter(([pattern]) => pattern.test(head)).map(([, kind]) => kind);
  const direction = /share increases/i.test(reason)
    ? 'increase'
    : /share decreases/i.test(reason)
      ? 'decrease'
      : null;
  const drivers = DRIVER_WORDS.filter(([pattern]) => pattern.test(reason)).map(([, d]) => d);
  return { kinds, direction, drivers: drivers.length > 0 ? drivers : ['other'] };
}

export function readUtilizationFactors(sourceDir: string): FactorLine[] {
  const C = {
    nem: '2024 National Employment Matrix occupation code',
    industry: '2024 National Employment Matrix industry code',
    industryTitle: '2024 National Employment Matrix industry title',
    text: 'Factors affecting occupational utilization',
  } as const;
  const rows = readTable(
    sourceDir,
    'bls-ep-2024-34/table_1_12_factors_affecting_utilization_2024_34.csv',
    CSV,
    Object.values(C),
  );
  return rows.map((row) => ({
    nem: field(row, C.nem).trim(),
    industry: field(row, C.industry).trim(),
    industryTitle: field(row, C.industryTitle).trim(),
    ...classifyFactor(field(row, C.text)),
  }));
}

import type { NationalAverageWage } from '../../../packages/analyst/src/knowledge/china-wage-types';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const LEVELS_FILE = 'china-wage-levels/official_stat_wage_levels.csv';
const NBS_FILE = 'nbs-urban-avg-wage-national/nbs_urban_avg_wage_2016_2024.csv';

/** One official-statistics row as staged: monthly yuan, a blank percentile as null. */
export interface WageLevelLine {
  /** The data_source text, which names the release the row came from. */
  source: string;
  occupation: string;
  p25: number | null;
  p50: number | null;
  p75: number | null;
}

function optionalYuan(text: string, context: string): number | null {
  return text.trim() === '' ? null : parseDecimal(text, context);
}

/**
 * The wage-level rows. Only the release, the occupation name and the three percentiles are read:
 * the third party's own columns (industry, city tier, confidence, category) are not.
 */
export function readWageLevels(sourceDir: string): WageLevelLine[] {
  const columns = ['source_occupation', 'data_source', 'salary_p25', 'salary_p50', 'salary_p75'];
  return readTable(sourceDir, LEVELS_FILE, CSV, columns).map((row, index) => {
    const where = `${LEVELS_FILE} row ${index + 2}`;
    return {
      source: field(row, 'data_source').trim(),
      occupation: field(row, 'source_occupation').trim(),
      p25: optionalYuan(field(row, 'salary_p25'), where),
      p50: optionalYuan(field(row, 'salary_p50'), where),
      p75: optionalYuan(field(row, 'salary_p75'), where),
    };
  });
}

const SERIES = {
  non_private: 'nonPrivate',
  private: 'private',
  scale_above_enterprise: 'scaleAboveEnterprise',
} as const;

/** NBS national average annual wage of urban employees per year and series, sorted by year. */
export function readNationalAverages(sourceDir: string): NationalAverageWage[] {
  const rows = readTable(sourceDir, NBS_FILE, CSV, ['year', 'series', 'yuan_per_year']);
  const byYear = new Map<number, NationalAverageWage>();
  for (const row of rows) {
    const year = parseDecimal(field(row, 'year'), 'year');
    const series = field(row, 'series').trim();
    if (!(series in SERIES)) throw new Error(`${NBS_FILE}: unknown series "${series}"`);
    const entry = byYear.get(year) ?? {
      year,
      nonPrivate: null,
      private: null,
      scaleAboveEnterprise: null,
    };
    entry[SERIES[series as keyof typeof SERIES]] = parseDecimal(
      field(row, 'yuan_per_year'),
      series,
    );
    byYear.set(year, entry);
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

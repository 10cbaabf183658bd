import type { IloExposureLevel, IloPotential } from '../../../packages/analyst/src/knowledge/types';
import { compareText, SOC_CODE } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const SCORES = 'ilo-genai-exposure-isco08/gmyrek_berg_bescond_2023_isco08_4digit_scores.csv';
const CROSSWALK = 'isco-soc-crosswalks/bls_isco08_to_soc2010.csv';

/** An ISCO-08 unit group: four digits, armed forces included (`0110`). */
export const ISCO_UNIT_GROUP = /^\d{4}$/;
/** An ISCO-08 minor group, which the BLS crosswalk uses twice ("matches to 3-digit ISCO"). */
const ISCO_MINOR_GROUP = /^\d{3}$/;

export interface IloScore {
  /** Mean GPT-4-rated exposure of the group's tasks, 0–1. */
  score: number;
  level: IloExposureLevel | null;
  potential: IloPotential;
}

const LEVELS: Record<string, IloExposureLevel | null> = {
  'Very low': 'very-low',
  Low: 'low',
  Medium: 'medium',
  High: 'high',
  NA: null,
};

const POTENTIALS: Record<string, IloPotential> = {
  'Automation potential': 'automation',
  'Augmentation potential': 'augmentation',
  'Other occupations': 'other',
};

function lookup<T>(table: Record<string, T>, key: string, column: string): T {
  if (!(key in table)) throw new Error(`${SCORES}: unknown ${column} "${key}"`);
  return table[key] as T;
}

/**
 * Gmyrek, Berg and Bescond (2023), one row per ISCO-08 unit group. The file writes the three
 * armed-forces groups without their leading zero (`110`), so codes are padded to four digits.
 * Groups without a score (NA: the armed forces and six "not elsewhere classified" groups) are
 * left out rather than read as 0.
 */
export function readIloScores(sourceDir: string): Map<string, IloScore> {
  const rows = readTable(sourceDir, SCORES, CSV, [
    'isco',
    'mean_score',
    'mean_exposure_level',
    'potential',
  ]);
  const scores = new Map<string, IloScore>();
  for (const row of rows) {
    const isco = field(row, 'isco').trim().padStart(4, '0');
    if (!ISCO_UNIT_GROUP.test(isco) || scores.has(isco))
      throw new Error(`${SCORES}: bad or duplicate ISCO code ${isco}`);
    const raw = field(row, 'mean_score').trim();
    if (raw === 'NA') continue;
    scores.set(isco, {
      score: parseDecimal(raw, 'mean_score'),
      level: lookup(LEVELS, field(row, 'mean_exposure_level').trim(), 'mean_exposure_level'),
      potential: lookup(POTENTIALS, field(row, 'potential').trim(), 'potential'),
    });
  }
  return scores;
}

/** ISCO-08 code as the crosswalk writes it (unit or minor group) → SOC 2010 codes, sorted. */
export type IscoToSoc2010 = Map<string, string[]>;

/**
 * The BLS ISCO-08 → SOC 2010 crosswalk. Both code columns carry stray trailing spaces
 * (`"55-1011 "`, `"3322 "`), so they are trimmed; a code in any other shape fails the build.
 */
export function readIscoToSoc2010(sourceDir: string): IscoToSoc2010 {
  const rows = readTable(sourceDir, CROSSWALK, CSV, ['ISCO-08 Code', '2010 SOC Code']);
  const map: IscoToSoc2010 = new Map();
  for (const row of rows) {
    const isco = field(row, 'ISCO-08 Code').trim();
    const soc = field(row, '2010 SOC Code').trim();
    if (!(ISCO_UNIT_GROUP.test(isco) || ISCO_MINOR_GROUP.test(isco)) || !SOC_CODE.test(soc))
      throw new Error(`${CROSSWALK}: bad row ${isco} → ${soc}`);
    const list = map.get(isco) ?? [];
    if (!list.includes(soc)) list.push(soc);
    map.set(isco, list.sort(compareText));
  }
  return map;
}

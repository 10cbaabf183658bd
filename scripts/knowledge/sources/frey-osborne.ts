import type { Confidence } from '../../../packages/analyst/src/knowledge/types';
import { SOC_CODE } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'frey-osborne';

/** Probability of computerisation (0–1) per Frey-Osborne code (SOC 2010, plus 17 non-standard codes). */
export function readFreyOsborne(sourceDir: string): Map<string, number> {
  const rows = readTable(sourceDir, `${DIR}/frey_osborne_automation_risk_index_clean.csv`, CSV, [
    'Probability',
    'SOC code',
  ]);
  const map = new Map<string, number>();
  for (const row of rows) {
    const code = field(row, 'SOC code').trim();
    if (map.has(code)) throw new Error(`Frey-Osborne: duplicate code ${code}`);
    map.set(code, parseDecimal(field(row, 'Probability'), 'Probability'));
  }
  return map;
}

export interface DerivedMapping {
  source: string;
  /** SOC 2018 detailed codes. */
  targets: string[];
  confidence: Confidence;
}

const CONFIDENCES: readonly Confidence[] = ['high', 'medium', 'low'];

/**
 * Our own mapping of the non-standard F-O codes. `suggested_soc2018_codes` is either a `;` list or a
 * range `A..B` (optionally followed by a note in brackets), which means every SOC 2018 detailed code
 * from A to B inclusive; `detailedCodes` is that list.
 */
export function readDerivedMappings(
  sourceDir: string,
  detailedCodes: readonly string[],
): DerivedMapping[] {
  const rows = readTable(sourceDir, `${DIR}/derived_nonstandard_fo_codes_to_soc2018.csv`, CSV, [
    'fo_soc_code',
    'suggested_soc2018_codes',
    'confidence',
  ]);
  return rows.map((row) => {
    const source = field(row, 'fo_soc_code').trim();
    const confidence = CONFIDENCES.find((c) => c === field(row, 'confidence').trim());
    if (!confidence) throw new Error(`Derived F-O mapping ${source}: bad confidence`);
    const targets = expandTargets(field(row, 'suggested_soc2018_codes'), detailedCodes);
    if (targets.length === 0 || !targets.every((t) => SOC_CODE.test(t))) {
      throw new Error(`Derived F-O mapping ${source}: bad targets`);
    }
    return { source, targets, confidence };
  });
}

function expandTargets(text: string, detailedCodes: readonly string[]): string[] {
  const range = /^(\d{2}-\d{4})\.\.(\d{2}-\d{4})\b/.exec(text.trim());
  if (range) {
    const [, from = '', to = ''] = range;
    return detailedCodes.filter((code) => code >= from && code <= to);
  }
  return [...new Set(text.split(';').map((code) => code.trim()))].sort();
}

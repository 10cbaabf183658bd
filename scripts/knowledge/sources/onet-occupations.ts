import type {
  RelatedOccupation,
  RelatednessTier,
} from '../../../packages/analyst/src/knowledge/types';
import { ONET_CODE } from '../codes';
import { field, ONET_TSV } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'onet-29.3';

export interface OnetOccupation {
  code: string;
  title: string;
}

/** The occupation list; the Description column is deliberately not read. */
export function readOccupations(sourceDir: string): OnetOccupation[] {
  const rows = readTable(sourceDir, `${DIR}/Occupation Data.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Title',
  ]);
  return rows.map((row) => {
    const code = field(row, 'O*NET-SOC Code');
    if (!ONET_CODE.test(code)) throw new Error(`Occupation Data.txt: bad code ${code}`);
    return { code, title: field(row, 'Title').trim() };
  });
}

export function readJobZones(sourceDir: string): Map<string, number> {
  const rows = readTable(sourceDir, `${DIR}/Job Zones.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Job Zone',
  ]);
  return new Map(
    rows.map((row) => [
      field(row, 'O*NET-SOC Code'),
      parseDecimal(field(row, 'Job Zone'), 'Job Zone'),
    ]),
  );
}

const TIERS: readonly RelatednessTier[] = ['Primary-Short', 'Primary-Long', 'Supplemental'];

/** Related occupations per code, in O*NET's own order (by Index). */
export function readRelated(sourceDir: string): Map<string, RelatedOccupation[]> {
  const rows = readTable(sourceDir, `${DIR}/Related Occupations.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Related O*NET-SOC Code',
    'Relatedness Tier',
    'Index',
  ]);
  const byCode = new Map<string, RelatedOccupation[]>();
  for (const row of rows) {
    const tier = TIERS.find((t) => t === field(row, 'Relatedness Tier'));
    if (!tier)
      throw new Error(`Related Occupations.txt: unknown tier ${field(row, 'Relatedness Tier')}`);
    const code = field(row, 'O*NET-SOC Code');
    const list = byCode.get(code) ?? [];
    list.push({
      code: field(row, 'Related O*NET-SOC Code'),
      tier,
      index: parseDecimal(field(row, 'Index'), 'Related Occupations Index'),
    });
    byCode.set(code, list);
  }
  for (const list of byCode.values()) list.sort((a, b) => a.index - b.index);
  return byCode;
}

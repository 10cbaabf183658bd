import { ONET_CODE, SOC_CODE } from '../codes';
import { CSV, field } from '../delimited';
import { readTable } from '../source-files';

const DIR = 'crosswalks';

/** A many-to-many code map, each value list sorted and without duplicates. */
export type CodeMap = Map<string, string[]>;

function addTo(map: CodeMap, from: string, to: string): void {
  const list = map.get(from) ?? [];
  if (!list.includes(to)) list.push(to);
  list.sort();
  map.set(from, list);
}

/** BLS SOC 2010 → SOC 2018 (many-to-many). */
export function readSoc2010To2018(sourceDir: string): CodeMap {
  const rows = readTable(sourceDir, `${DIR}/bls_soc2010_to_soc2018.csv`, CSV, [
    '2010 SOC Code',
    '2018 SOC Code',
  ]);
  const map: CodeMap = new Map();
  for (const row of rows) {
    const from = field(row, '2010 SOC Code').trim();
    const to = field(row, '2018 SOC Code').trim();
    if (!SOC_CODE.test(from) || !SOC_CODE.test(to))
      throw new Error(`SOC crosswalk: bad row ${from} → ${to}`);
    addTo(map, from, to);
  }
  return map;
}

/** O*NET taxonomy crosswalk, O*NET-SOC 2010 → O*NET-SOC 2019 (many-to-many). */
export function readOnet2010To2019(sourceDir: string): CodeMap {
  const rows = readTable(sourceDir, `${DIR}/onet_soc2010_to_onet_soc2019.csv`, CSV, [
    'O*NET-SOC 2010 Code',
    'O*NET-SOC 2019 Code',
  ]);
  const map: CodeMap = new Map();
  for (const row of rows) {
    addTo(map, field(row, 'O*NET-SOC 2010 Code').trim(), field(row, 'O*NET-SOC 2019 Code').trim());
  }
  return map;
}

/** BLS O*NET-SOC → NEM code (one NEM code per O*NET code; several O*NET codes share one). */
export function readOnetToNem(sourceDir: string): Map<string, string> {
  const rows = readTable(sourceDir, `${DIR}/bls_nem_onet_to_soc_crosswalk_2023-09-06.csv`, CSV, [
    'O*NET-SOC Code',
    'NEM Code',
  ]);
  const map = new Map<string, string>();
  for (const row of rows) {
    const code = field(row, 'O*NET-SOC Code').trim();
    const nem = field(row, 'NEM Code').trim();
    if (!ONET_CODE.test(code) || !SOC_CODE.test(nem))
      throw new Error(`NEM crosswalk: bad row ${code}`);
    if (map.has(code) && map.get(code) !== nem)
      throw new Error(`NEM crosswalk: ${code} has two NEM codes`);
    map.set(code, nem);
  }
  return map;
}

export interface SocStructure {
  /** Major group code → English name (23 groups incl. military). */
  majorGroups: Map<string, string>;
  minorGroups: Map<string, string>;
  /** O*NET-SOC 2019 code → its minor group code (read from the hierarchy, not guessed from digits). */
  minorGroupOf: Map<string, string>;
  /** Every SOC 2018 detailed code in the hierarchy. */
  detailedCodes: string[];
}

/** The O*NET-SOC 2019 hierarchy: each row fills one column, rows below inherit the groups above. */
export function readStructure(sourceDir: string): SocStructure {
  const rows = readTable(sourceDir, `${DIR}/onet_soc2019_structure.csv`, CSV, [
    'Major Group',
    'Minor Group',
    'Detailed Occupation',
    'Detailed O*NET-SOC',
    'SOC or O*NET-SOC 2019 Title',
  ]);
  const structure: SocStructure = {
    majorGroups: new Map(),
    minorGroups: new Map(),
    minorGroupOf: new Map(),
    detailedCodes: [],
  };
  let minor = '';
  for (const row of rows) {
    const title = field(row, 'SOC or O*NET-SOC 2019 Title').trim();
    const major = field(row, 'Major Group').trim();
    if (major) structure.majorGroups.set(major, title);
    if (field(row, 'Minor Group').trim()) {
      minor = field(row, 'Minor Group').trim();
      structure.minorGroups.set(minor, title);
    }
    const detailed = field(row, 'Detailed Occupation').trim();
    if (detailed) {
      structure.detailedCodes.push(detailed);
      // The hierarchy lists only the non-.00 O*NET children; the detailed row stands for `.00`.
      structure.minorGroupOf.set(`${detailed}.00`, minor);
    }
    const onet = field(row, 'Detailed O*NET-SOC').trim();
    if (onet) structure.minorGroupOf.set(onet, minor);
  }
  structure.detailedCodes.sort();
  return structure;
}

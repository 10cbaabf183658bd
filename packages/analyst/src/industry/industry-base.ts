import fs from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_DATA_DIR } from '../knowledge/load-knowledge';
import type {
  AiieRecord,
  ChinaSectionsFile,
  GbtRecord,
  IndustriesFile,
  IndustrySize,
  IndustryStaffingFile,
  NaicsRecord,
  SectorStaffing,
  StaffingPattern,
  TopRoles,
  UtilizationFactor,
} from '../knowledge/industry-types';

/**
 * industries.json with its look-ups. Only the industry search and analysis need it, so it loads on
 * first use, once per data folder.
 */
export interface IndustryBase {
  file: IndustriesFile;
  naics: ReadonlyMap<string, NaicsRecord>;
  children: ReadonlyMap<string, readonly NaicsRecord[]>;
  gbt: ReadonlyMap<string, GbtRecord>;
  /** NAICS 2022 sector code (`51`, `31-33`, `92`) → its OEWS staffing. */
  sectors: ReadonlyMap<string, SectorStaffing>;
  /** NAICS 2022 code → the AIIE rows that stand for exactly it. */
  aiieByCode: ReadonlyMap<string, readonly AiieRecord[]>;
  /** NEM occupation code → BLS's factors for it. */
  factorsByNem: ReadonlyMap<string, readonly UtilizationFactor[]>;
  /** NAICS code → OEWS full staffing of a three-, five- or six-digit industry. */
  patterns: ReadonlyMap<string, StaffingPattern>;
  /** Four-digit NAICS code → its ten largest occupations. */
  topRoles: ReadonlyMap<string, TopRoles>;
  /** NAICS code at any level → QCEW 2024 size. */
  sizes: ReadonlyMap<string, IndustrySize>;
  china: ChinaSectionsFile;
  loadMs: number;
}

const loaded = new Map<string, IndustryBase>();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function loadIndustries(dataDir: string = KNOWLEDGE_DATA_DIR): IndustryBase {
  const key = path.resolve(dataDir);
  const cached = loaded.get(key);
  if (cached) return cached;
  const started = performance.now();
  const read = <T>(name: string) =>
    JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as T;
  const file = read<IndustriesFile>('industries.json');
  const staffing = read<IndustryStaffingFile>('industry-staffing.json');
  const children = new Map<string, NaicsRecord[]>();
  for (const record of file.naics) if (record.parent) push(children, record.parent, record);
  const aiieByCode = new Map<string, AiieRecord[]>();
  const factorsByNem = new Map<string, UtilizationFactor[]>();
  for (const factor of file.factors) push(factorsByNem, factor.nem, factor);
  const base: IndustryBase = {
    file,
    naics: new Map(file.naics.map((record) => [record.code, record])),
    children,
    gbt: new Map(file.gbt.map((record) => [record.code, record])),
    sectors: new Map(file.sectors.map((sector) => [sector.naics, sector])),
    aiieByCode,
    factorsByNem,
    patterns: new Map(staffing.patterns.map((pattern) => [pattern.code, pattern])),
    topRoles: new Map(staffing.topRoles.map((roles) => [roles.code, roles])),
    sizes: new Map(staffing.sizes.map((size) => [size.code, size])),
    china: read<ChinaSectionsFile>('china-sections.json'),
    loadMs: 0,
  };
  // A score for a code stands exactly for the codes that repeat it down undivided levels.
  for (const record of file.aiie) {
    for (const code of record.covers) {
      const { code: deepest, parents } = sameScopeChain(base, code);
      const below = [deepest, ...parents].filter((same) => same.startsWith(code));
      for (const same of below) push(aiieByCode, same, record);
    }
  }
  base.loadMs = performance.now() - started;
  loaded.set(key, base);
  return base;
}

/**
 * The code NAICS holds one industry under when it repeats a name down a level it does not subdivide
 * (5132 → 51321 → 513210): the most specific one, with the broader ones above it, nearest first.
 */
export function sameScopeChain(
  base: IndustryBase,
  code: string,
): { code: string; parents: string[] } {
  const undivided = (parent: string) => {
    const children = base.children.get(parent) ?? [];
    const only = children.length === 1 ? children[0] : undefined;
    return only && only.title === base.naics.get(parent)?.title ? only : undefined;
  };
  let top = code;
  for (;;) {
    const parent = base.naics.get(top)?.parent;
    if (!parent || undivided(parent)?.code !== top) break;
    top = parent;
  }
  const chain = [top];
  for (let child = undivided(top); child; child = undivided(child.code)) chain.push(child.code);
  return { code: chain.at(-1)!, parents: chain.slice(0, -1).reverse() };
}

/** The NAICS 2022 sector a code belongs to: `32` and `33` are in `31-33`, and so on. */
export function sectorOf(code: string): string {
  const two = code.slice(0, 2);
  if (['31', '32', '33'].includes(two)) return '31-33';
  if (['44', '45'].includes(two)) return '44-45';
  if (['48', '49'].includes(two)) return '48-49';
  return two;
}

/** The code and its ancestors, nearest first, ending with the sector. */
export function lineage(base: IndustryBase, code: string): NaicsRecord[] {
  const chain: NaicsRecord[] = [];
  let record = base.naics.get(code);
  while (record) {
    chain.push(record);
    record = record.parent ? base.naics.get(record.parent) : undefined;
  }
  return chain;
}

/** Whether one NAICS code contains the other (the same code counts). */
export function related(a: string, b: string): boolean {
  const sa = sectorOf(a);
  const sb = sectorOf(b);
  if (sa !== sb) return false;
  if (a.includes('-') || b.includes('-')) return true;
  return a.startsWith(b) || b.startsWith(a);
}

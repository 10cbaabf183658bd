import type { SectorStaffing, StaffingPattern } from '../knowledge/industry-types';
import { lineage, sectorOf, type IndustryBase } from './industry-base';
import type { StaffingLevel } from './industry-record';

/** One occupation of a staffing, whatever level it comes from. */
export interface StaffingRow {
  soc: string;
  employment: number | null;
  /** Percent of the staffing's employment. */
  pct: number | null;
  meanAnnual: number | null;
  meanTopCoded: boolean;
}

/** A complete staffing: every occupation, so that sums over them mean something. */
export interface FullStaffing {
  level: Exclude<StaffingLevel, 'top10_4digit'>;
  code: string;
  employment: number;
  meanAnnual: number | null;
  rows: StaffingRow[];
}

export interface ChosenStaffing {
  /** The level that names the industry's occupations. */
  level: StaffingLevel;
  /** The NAICS code of that staffing (the industry itself or an ancestor). */
  code: string;
  /** Percent of the industry's jobs the named occupations hold. */
  coversPct: number;
  /** The occupations that name who works there, largest first. */
  named: StaffingRow[];
  /** The complete staffing every summed figure (exposure, highly exposed share) comes from. */
  full: FullStaffing;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function fromPattern(pattern: StaffingPattern): FullStaffing {
  return {
    level: pattern.level === 3 ? '3digit' : 'detailed',
    code: pattern.code,
    employment: pattern.employment,
    meanAnnual: pattern.meanAnnual,
    rows: pattern.occupations.map(([soc, employment, meanAnnual, topCoded]) => ({
      soc,
      employment,
      pct: employment === null ? null : round1((100 * employment) / pattern.employment),
      meanAnnual,
      meanTopCoded: topCoded === 1,
    })),
  };
}

function fromSector(sector: SectorStaffing): FullStaffing {
  return {
    level: 'sector',
    code: sector.naics,
    employment: sector.employment,
    meanAnnual: sector.meanAnnual,
    rows: sector.occupations.map((line) => ({
      soc: line.soc,
      employment: line.employment,
      pct: line.pct,
      meanAnnual: line.meanAnnual,
      meanTopCoded: line.meanTopCoded,
    })),
  };
}

const cache = new WeakMap<IndustryBase, Map<string, FullStaffing>>();

function full(base: IndustryBase, key: string, make: () => FullStaffing): FullStaffing {
  let map = cache.get(base);
  if (!map) cache.set(base, (map = new Map()));
  const found = map.get(key);
  if (found) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/** A sector's full staffing, in the shape every level shares. */
export function sectorStaffing(sector: SectorStaffing, base: IndustryBase): FullStaffing {
  return full(base, sector.naics, () => fromSector(sector));
}

function coverOf(rows: readonly StaffingRow[]): number {
  return round1(rows.reduce((sum, row) => sum + (row.pct ?? 0), 0));
}

/**
 * The finest staffing published for an industry: its own (or a five-digit ancestor's) full
 * five/six-digit staffing; else its four-digit industry's ten largest occupations to name who
 * works there, with the three-digit full staffing for every sum; else the three-digit staffing;
 * else the sector's.
 */
export function chooseStaffing(code: string, base: IndustryBase): ChosenStaffing {
  const chain = lineage(base, code);
  const pattern = (level: number) =>
    chain.map((record) => base.patterns.get(record.code)).find((p) => p && p.level >= level);
  const detailed = pattern(5);
  if (detailed) {
    const staffing = full(base, detailed.code, () => fromPattern(detailed));
    return {
      level: 'detailed',
      code: detailed.code,
      coversPct: coverOf(staffing.rows),
      named: staffing.rows,
      full: staffing,
    };
  }
  const three = chain.map((record) => base.patterns.get(record.code)).find((p) => p?.level === 3);
  const sectorCode = sectorOf(code);
  const sector = base.sectors.get(sectorCode);
  if (!sector) throw new Error(`No OEWS staffing for sector ${sectorCode}`);
  const wider = three
    ? full(base, three.code, () => fromPattern(three))
    : sectorStaffing(sector, base);
  const four = chain.find((record) => record.level === 4 && base.topRoles.has(record.code));
  const roles = four ? base.topRoles.get(four.code) : undefined;
  if (roles) {
    const named = roles.occupations.map((role) => ({
      soc: role.soc,
      employment: null,
      pct: round1(100 * role.empShare),
      meanAnnual: null,
      meanTopCoded: false,
    }));
    return {
      level: 'top10_4digit',
      code: roles.code,
      coversPct: coverOf(named),
      named,
      full: wider,
    };
  }
  return {
    level: wider.level,
    code: wider.code,
    coversPct: coverOf(wider.rows),
    named: wider.rows,
    full: wider,
  };
}

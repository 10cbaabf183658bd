/**
 * Shape of packages/analyst/data/industries.json, written by scripts/knowledge/build.ts (which
 * imports these types). Codes, names and figures only; MAPPING.md explains every join.
 */

/** NAICS 2022 levels by digits: 2 sector (also the ranges 31-33, 44-45, 48-49) … 6 national industry. */
export type NaicsLevel = 2 | 3 | 4 | 5 | 6;

export interface NaicsRecord {
  /** NAICS 2022 code as the Census list writes it: `51`, `31-33`, `5132`, `516210`. */
  code: string;
  title: string;
  /** Our Chinese name; written for every 2–4 digit code and the deeper codes our aliases use. */
  titleZh: string | null;
  level: NaicsLevel;
  parent: string | null;
}

export interface IndustryAlias {
  code: string;
  language: 'en' | 'zh';
  alias: string;
  /** Place among the industries one everyday word names, 0 (absent) first: 物流 → 493, 484, 4885, 48-49. */
  rank?: number;
  /** The id of a note that explains where NAICS files what the word names. */
  note?: string;
}

/** Our explanation shown with a search for an everyday word that NAICS files in an unexpected place. */
export interface IndustryNote {
  id: string;
  en: string;
  zh: string;
}

/** How a NAICS 2022 code relates to the GB/T 4754-2017 code it is linked to (our judgement). */
export type GbtMatch = 'same' | 'broader' | 'narrower' | 'overlap';

export interface GbtRecord {
  /** `I`, `65`, `651`, `6513`. */
  code: string;
  name: string;
  level: 1 | 2 | 3 | 4;
  parent: string | null;
  /** Our links to NAICS 2022; empty when the nearest ancestor's links apply. */
  links: { naics: string; match: GbtMatch }[];
}

/** One occupation's line in an OEWS May 2024 sector staffing pattern. */
export interface StaffingLine {
  /** SOC 2018 detailed code (or an OEWS aggregate such as `15-1250`). */
  soc: string;
  /** Null where OEWS suppresses it (`**`). */
  employment: number | null;
  /** Share of the sector's employment, percent (PCT_TOTAL). */
  pct: number | null;
  /** Mean annual wage; at the `#` top code when `meanTopCoded`. */
  meanAnnual: number | null;
  meanTopCoded: boolean;
  medianAnnual: number | null;
  medianTopCoded: boolean;
}

export interface SectorStaffing {
  /** OEWS sector code: the first two digits (`31` for 31-33; `99` for government). */
  oews: string;
  /** The NAICS 2022 sector it stands for: `31-33`, `92` for OEWS's government. */
  naics: string;
  title: string;
  employment: number;
  meanAnnual: number | null;
  medianAnnual: number | null;
  /** Detailed occupations, largest first. */
  occupations: StaffingLine[];
}

/** How an OEWS 2019/20 four-digit industry (NAICS 2017 basis) in Felten's AIIE reaches NAICS 2022. */
export type AiieBasis = 'same' | 'aggregate' | 'renamed' | 'dissolved';

export interface AiieRecord {
  /** The code Felten et al. publish, e.g. `5112`, `3250`, `9993`. */
  oews: string;
  title: string;
  aiie: number;
  lmAiie: number | null;
  /** NAICS 2022 codes the score stands for (4-digit, or 3-digit for a whole subsector). */
  covers: string[];
  basis: AiieBasis;
}

/** BLS's kinds of factor in EP table 1.12. */
export type FactorKind =
  'demand' | 'productivity' | 'capital_labor' | 'occupational_substitution' | 'sourcing';

/** What the factor's stated reason is about, classified by our keyword rules. */
export type FactorDriver =
  | 'ai'
  | 'automation'
  | 'software'
  | 'online'
  | 'outsourcing'
  | 'consolidation'
  | 'health_demand'
  | 'regulation'
  | 'energy'
  | 'other';

export interface UtilizationFactor {
  /** NEM occupation code (SOC 2018 or a BLS aggregate). */
  nem: string;
  /** NEM industry code as published, e.g. `441100`, `62210P`, `TE1000`. */
  industry: string;
  industryTitle: string;
  /** The NAICS prefix the NEM industry stands for; null for "Total, all industries". */
  naics: string | null;
  kinds: FactorKind[];
  direction: 'increase' | 'decrease' | null;
  drivers: FactorDriver[];
}

export interface IndustriesFile {
  naics: NaicsRecord[];
  aliases: IndustryAlias[];
  notes: IndustryNote[];
  gbt: GbtRecord[];
  sectors: SectorStaffing[];
  aiie: AiieRecord[];
  factors: UtilizationFactor[];
  coverage: {
    naicsWithZh: number;
    gbtDivisionsLinked: number;
    gbtDivisions: number;
    gbtLinks: number;
    aiieMapped: number;
    aiieTotal: number;
  };
}

/**
 * One occupation's line in an OEWS May 2024 industry staffing pattern below the sector, written as
 * a tuple to keep the file small: SOC code, employment (null where OEWS suppresses it, `**`), mean
 * annual wage (these files carry no median; null when suppressed), 1 when the mean is top-coded.
 */
export type PatternLine = [
  soc: string,
  employment: number | null,
  meanAnnual: number | null,
  topCoded: 0 | 1,
];

/** Full OEWS staffing of a three-, five- or six-digit industry. */
export interface StaffingPattern {
  /** NAICS 2022 code without OEWS's zero padding: `541`, `541330`, `722511`. */
  code: string;
  level: 3 | 5 | 6;
  title: string;
  /** OEWS ownership code of the estimate (5 private; 235, 57, 1, 123 where OEWS pools them). */
  own: string;
  employment: number;
  meanAnnual: number | null;
  /** Detailed occupations, largest first. */
  occupations: PatternLine[];
}

/** The ten largest occupations of a four-digit industry, with their shares of its jobs and wages. */
export interface TopRoles {
  code: string;
  /** Largest first; shares are fractions 0–1 of the industry's employment and wage bill. */
  occupations: { soc: string; empShare: number; wageShare: number | null }[];
}

/** QCEW 2024 annual averages of an industry at its own code, all ownerships that disclose it. */
export interface IndustrySize {
  code: string;
  employment: number;
  establishments: number;
  /** Total annual wages ÷ employment, dollars; null when no employment is disclosed. */
  meanPay: number | null;
}

export interface IndustryStaffingFile {
  patterns: StaffingPattern[];
  topRoles: TopRoles[];
  sizes: IndustrySize[];
  coverage: { patterns3: number; patterns56: number; topRoles: number; sizes: number };
}

/** NBS urban non-private employment and average wages of one GB/T 4754 section, by year. */
export interface ChinaSection {
  /** GB/T 4754 section letter. */
  section: string;
  nameZh: string;
  nameEn: string;
  /** Year-end urban non-private employment, 10,000 persons: [year, value]. */
  employment: [number, number][];
  /** Average annual wage, yuan: [year, value]. */
  wageNonPrivate: [number, number][];
  wagePrivate: [number, number][];
}

export interface ChinaSectionsFile {
  sections: ChinaSection[];
  total: ChinaSection;
}

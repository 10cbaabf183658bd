import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { ChinaPlace } from '../china/china-places';
import type { AiieBasis, FactorDriver, FactorKind } from '../knowledge/industry-types';

export const INDUSTRY_RECORD_VERSION = 2;

export type StaffingLevel = 'detailed' | 'top10_4digit' | '3digit' | 'sector';

/** One occupation of the industry's staffing, with our figures for it. */
export interface IndustryOccupationRecord {
  /** The O*NET code that stands for the OEWS occupation (its `.00` code when there is one). */
  code: string;
  soc: string;
  /** Null for the four-digit top ten, which come as shares only. */
  employment: number | null;
  /** Percent of the staffing's employment (OEWS). */
  share: number | null;
  /** Our AI replacement rate (the job pages' formula); null when no study covers it. */
  rate: number | null;
  /** U.S. change 2024–34 for the occupation across all industries, percent (BLS EP). */
  changePct: number | null;
  openings: number | null;
  jobZone: number | null;
  /** Mean annual wage of the occupation within the staffing's industry (OEWS A_MEAN). */
  meanAnnual: number | null;
  meanTopCoded: boolean;
}

export interface IndustryFactorRecord {
  code: string;
  nem: string;
  /** NEM industry code and title as BLS publishes them. */
  industry: string;
  industryTitle: string;
  /** The NAICS code the NEM industry stands for (named in the reader's language); null for all. */
  naics: string | null;
  /** `industry` when BLS states it for this industry; `all` for all industries together. */
  scope: 'industry' | 'all';
  direction: 'increase' | 'decrease' | null;
  kinds: FactorKind[];
  drivers: FactorDriver[];
}

export interface IndustryAiieRecord {
  /** `exact`: a published score for this code; `parent`: its four-digit industry's; `children`: the mean of its four-digit industries. */
  via: 'exact' | 'parent' | 'children';
  from: { oews: string; title: string; basis: AiieBasis }[];
  aiie: number;
  lmAiie: number | null;
  /** Share of the 250 scored industries below this score, 0–100. */
  aiiePercentile: number;
  lmPercentile: number | null;
}

export interface PersonalFitRecord {
  /** Where the person's side came from. */
  source: 'cv' | 'job';
  /** The person's occupation, read from the CV or the named job. */
  personCode: string | null;
  /** The job as they typed it, for `job`. */
  jobText: string | null;
  /** Industry occupations that fit the person, best first. */
  fits: {
    code: string;
    fit: number;
    /** `cv`: the CV analysis ranked this role; `skills`: the skill profiles are alike. */
    basis: 'cv' | 'skills';
    share: number | null;
  }[];
  /** For the best fit: skill and knowledge element IDs that carry over. */
  carries: string[];
  /** Elements to learn first, most needed first. */
  learn: string[];
  /** Technology IDs the best fit uses that the person did not show. */
  learnTechnologies: number[];
  /** Where in mainland China the attached CV places the person; absent from records kept before. */
  place?: ChinaPlace | null;
}

export interface IndustryProseRecord {
  language: Language;
  engine: TEngine;
  summary: string;
  personal: string | null;
}

export interface IndustryRecord {
  version: typeof INDUSTRY_RECORD_VERSION;
  asOf: string;
  /** The NAICS 2022 code the person chose, and its sector. */
  code: string;
  sector: string;
  oewsSector: string;
  /**
   * The staffing used: `level`/`code` name the occupations (`coversPct` of the industry's jobs);
   * `fullLevel`/`fullCode` are the complete staffing every summed figure comes from.
   */
  staffing: {
    level: StaffingLevel;
    code: string;
    coversPct: number;
    fullLevel: Exclude<StaffingLevel, 'top10_4digit'>;
    fullCode: string;
  };
  /** Size and pay of the industry at its own code: QCEW 2024, else the staffing's OEWS total. */
  employment: {
    source: 'qcew' | 'oews';
    total: number;
    meanAnnual: number | null;
    establishments: number | null;
  };
  rate: {
    /** Employment-weighted AI replacement rate of the full staffing's occupations, 0–100. */
    value: number;
    /** Percent of the full staffing's employment in occupations with a rate. */
    covered: number;
    /** Percent of the full staffing's employment in occupations at or above `threshold`. */
    highShare: number;
    threshold: number;
  };
  /**
   * Employment-weighted observed exposure (0–1) of the same staffing and the percent of its jobs it
   * covers; null when none is covered, absent in records stored before it existed.
   */
  observed?: { value: number; coveragePct: number } | null;
  /** The same weighted rate for every sector, for comparison. */
  sectorRates: { sector: string; rate: number; employment: number }[];
  aiie: IndustryAiieRecord | null;
  /** Every published AIIE and LM-AIIE, for the all-industries chart. */
  aiieAll: { oews: string; aiie: number; lmAiie: number | null }[];
  occupations: IndustryOccupationRecord[];
  growing: string[];
  shrinking: string[];
  factors: IndustryFactorRecord[];
  entry: { lowPreparation: string[]; bestOutlook: string[] };
  personal: PersonalFitRecord | null;
  /** Projected 2024–34 employment change of all occupations, percent (BLS). */
  allChangePct: number;
  versions: { formula: string; data: string };
  prose: IndustryProseRecord | null;
  proseFallback: string | null;
  /** `rejected` when the model's text failed the gate rather than the model failing to answer. */
  proseFallbackKind?: 'rejected';
}

/** A record stored before version 2: sector staffing only, with median wages. */
interface RecordV1 extends Omit<
  IndustryRecord,
  'version' | 'staffing' | 'employment' | 'occupations'
> {
  version: 1;
  employment: { total: number; meanAnnual: number | null };
  occupations: Omit<IndustryOccupationRecord, 'meanAnnual' | 'meanTopCoded'>[];
}

/** Reads a stored record of any version as the current one (older ones used the sector's staffing). */
export function currentRecord(stored: IndustryRecord | RecordV1): IndustryRecord {
  if (stored.version === INDUSTRY_RECORD_VERSION) return stored;
  return {
    ...stored,
    version: INDUSTRY_RECORD_VERSION,
    staffing: {
      level: 'sector',
      code: stored.sector,
      coversPct: stored.rate.covered,
      fullLevel: 'sector',
      fullCode: stored.sector,
    },
    employment: {
      source: 'oews',
      total: stored.employment.total,
      meanAnnual: stored.employment.meanAnnual,
      establishments: null,
    },
    occupations: stored.occupations.map((line) => ({
      ...line,
      meanAnnual: null,
      meanTopCoded: false,
    })),
  };
}

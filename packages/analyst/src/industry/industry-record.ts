import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { ChinaPlace } from '../china/china-places';
import type { AiieBasis, FactorDriver, FactorKind } from '../knowledge/industry-types';

export const INDUSTRY_RECORD_VERSION = 1;

/** One occupation of the industry's sector staffing, with our figures for it. */
export interface IndustryOccupationRecord {
  /** The O*NET code that stands for the OEWS occupation (its `.00` code when there is one). */
  code: string;
  soc: string;
  employment: number | null;
  /** Percent of the sector's employment (OEWS PCT_TOTAL). */
  share: number | null;
  /** Our AI replacement rate (the job pages' formula); null when no study covers it. */
  rate: number | null;
  /** U.S. change 2024–34 for the occupation across all industries, percent (BLS EP). */
  changePct: number | null;
  openings: number | null;
  jobZone: number | null;
  /** Median annual wage of the occupation within the sector (OEWS). */
  medianAnnual: number | null;
  medianTopCoded: boolean;
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
  /** True when the chosen code is narrower than its sector, so staffing figures are the sector's. */
  sectorWide: boolean;
  employment: { total: number; meanAnnual: number | null; medianAnnual: number | null };
  rate: {
    /** Employment-weighted AI replacement rate of the sector's occupations, 0–100. */
    value: number;
    /** Percent of the sector's employment in occupations with a rate. */
    covered: number;
    /** Percent of the sector's employment in occupations at or above `threshold`. */
    highShare: number;
    threshold: number;
  };
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
}

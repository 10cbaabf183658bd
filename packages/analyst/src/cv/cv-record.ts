import type { Language } from '@irreplaceable/contracts/constants';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { ChinaPlace } from '../china/china-places';
import type { FitComponents } from './rank-roles';
import type { EducationLevel } from './read-education';
import type { LanguageLevel } from './read-languages';

/**
 * What a CV analysis keeps: figures and references (codes, IDs, line numbers) and the CV's own
 * lines it cites, never sentences of ours, so the result can be worded in either language when it
 * is read. A model's prose, when a model wrote some, is kept beside it in the language it wrote.
 */
export const CV_RECORD_VERSION = 1;

/** `t:<technology id>` for an O*NET technology, `c:<UNSPSC code>` for a kind of software. */
export type TechnologyRef = `t:${number}` | `c:${string}`;

export type EvidenceKind =
  'title' | 'licence' | 'related' | 'technology' | 'element' | 'activity' | 'education';

export interface CvEvidenceRecord {
  kind: EvidenceKind;
  line: number;
  /** Occupation code (title, licence, related), technology ref, element ID, or IWA ID. */
  ref: string;
}

export interface CvGapRecord {
  kind: 'element' | 'technology';
  /** Element ID or technology ref. */
  ref: string;
  /** O*NET importance (1–5) for elements; null for technologies. */
  importance: number | null;
  /** O*NET marks the technology in demand for this occupation. */
  inDemand: boolean;
}

export interface CvRoleRecord {
  code: string;
  fit: number;
  components: FitComponents;
  /** The held occupation O*NET relates this one to, when the title evidence came that way. */
  relatedTo: string | null;
  isCurrent: boolean;
  /** Fits well, less exposed than the current occupation, and growing faster than average. */
  needsMe: boolean;
  /** Null when no study covers the occupation. */
  rate: number | null;
  studiesAvailable: number;
  confidence: 'high' | 'medium' | 'low';
  outlook: {
    employment2024: number | null;
    changePct: number | null;
    openingsAnnual: number | null;
    medianWage: number | null;
    wageRelease: string | null;
    wageTopCoded: boolean;
    /** OEWS publishes only an hourly wage for this occupation; medianWage is annualised. */
    wageFromHourly: boolean;
  };
  evidence: CvEvidenceRecord[];
  gaps: CvGapRecord[];
}

export interface CvProfileRecord {
  roles: {
    title: string;
    line: number;
    dateLine: number | null;
    /** `YYYY-MM`, or `YYYY` when the CV gives only the year. */
    start: string | null;
    end: string | null;
    months: number | null;
    internship: boolean;
    kind: 'held' | 'headline' | 'target';
    code: string | null;
  }[];
  months: number | null;
  experienceSource: 'dates' | 'stated' | null;
  experienceLine: number | null;
  education: {
    level: EducationLevel;
    field: string | null;
    line: number;
    elements: string[];
  } | null;
  /** Licences that open an occupation, as written, with its codes; absent in older records. */
  licences?: { text: string; codes: string[]; line: number }[];
  languages: { code: string; level: LanguageLevel | null; line: number }[];
  technologies: { ref: TechnologyRef; line: number; hot: boolean }[];
  elements: { id: string; lines: number[] }[];
  activities: { id: string; lines: number[] }[];
  /** Where in mainland China the CV places its author; absent from records kept before. */
  place?: ChinaPlace | null;
}

/** Text a language model wrote for the analysis, in the language it was asked for. */
export interface CvProseRecord {
  language: Language;
  engine: TEngine;
  summary: string;
  roles: { code: string; why: string; gapPlan: string[] }[];
}

export interface CvRecord {
  version: typeof CV_RECORD_VERSION;
  /** `YYYY-MM`: "present" in the CV means this month. */
  asOf: string;
  cvLanguage: Language;
  linesRead: number;
  /** The CV's own lines that the analysis cites, by number. */
  lines: { n: number; text: string }[];
  profile: CvProfileRecord;
  currentCode: string | null;
  roles: CvRoleRecord[];
  /** Projected 2024–34 employment change of all occupations, percent (BLS). */
  allChangePct: number;
  /** Whether gap plans were made (credit mode). */
  withGapPlan: boolean;
  versions: { formula: string; data: string };
  prose: CvProseRecord | null;
  /** Why a configured model wrote nothing (then the words are ours, and say so). */
  proseFallback: string | null;
  /** `rejected` when the model's text failed the gate rather than the model failing to answer. */
  proseFallbackKind?: 'rejected';
}

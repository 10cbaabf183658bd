/**
 * Shape of the committed knowledge dataset in packages/analyst/data, written by
 * scripts/knowledge/build.ts (which imports these types, so the writer and the loader cannot drift).
 * The dataset holds codes, names and figures only; MAPPING.md beside the build script explains every
 * join and aggregation rule behind the figures.
 */

/** Bumped when the file layout changes; the loader refuses a dataset of another version. */
export const KNOWLEDGE_FORMAT_VERSION = 1;

/** Our product categories (editorial, defined in scripts/knowledge/categories.ts). */
export type CategoryId =
  | 'technology'
  | 'engineering-science'
  | 'healthcare'
  | 'education'
  | 'finance'
  | 'business-management'
  | 'sales-marketing'
  | 'creative-media'
  | 'legal'
  | 'community-social'
  | 'public-safety-government'
  | 'construction-trades'
  | 'manufacturing-production'
  | 'transportation-logistics'
  | 'hospitality-food'
  | 'personal-services'
  | 'agriculture-environment'
  | 'office-administration'
  | 'military';

/**
 * How a SOC 2010 figure reached a SOC 2018 code: `exact` means one source row with the same code,
 * `crosswalk` means through the BLS 2010→2018 crosswalk (several rows are averaged), `derived` means
 * at least one row came through our own mapping of a non-standard Frey-Osborne code.
 */
export type Provenance = 'exact' | 'crosswalk' | 'derived';
export type Confidence = 'high' | 'medium' | 'low';

export interface Soc2010Figure {
  value: number;
  how: Provenance;
  /** The source codes whose values were averaged, sorted. */
  from: string[];
  /** Lowest and highest of the averaged values when there were several (they can differ a lot). */
  range: [min: number, max: number] | null;
  /** Only for `derived`: the lowest confidence among the derived rows used. */
  confidence: Confidence | null;
}

/** α = E1, β = E1 + 0.5·E2, γ = E1 + E2: exposed share of the tasks, 0–1. */
export interface ExposureShares {
  alpha: number;
  beta: number;
  gamma: number;
}

export interface GptsFigures {
  /** Tasks labelled in full_labelset.tsv for this occupation. */
  tasks: number;
  gpt4: ExposureShares;
  human: ExposureShares;
}

export interface MicrosoftFigure {
  /** AI applicability score, 0 to about 0.5. */
  value: number;
  /** The SOC/NEM code whose score this is. */
  soc: string;
  /** `nem` when found through the BLS NEM crosswalk, `soc` when through the 6-digit code. */
  via: 'nem' | 'soc';
}

export interface AnthropicFigure {
  /** Share of all Claude.ai conversations in the 2025-02-10 release, in percent. */
  sharePct: number;
  /** Matched O*NET 20.1 task statements that contributed. */
  tasks: number;
  /** O*NET-SOC 2010 codes the share came from. */
  from: string[];
}

/** The ILO's exposure gradient (Gmyrek, Berg and Bescond 2023), from the score and its spread. */
export type IloExposureLevel = 'very-low' | 'low' | 'medium' | 'high';
/** The ILO's reading of a group: automation (high mean, low spread), augmentation, or neither. */
export type IloPotential = 'automation' | 'augmentation' | 'other';

/** The ILO's generative-AI exposure, carried from ISCO-08 unit groups (rule I1 in MAPPING.md). */
export interface IloFigure {
  /** Mean GPT-4-rated exposure of the tasks, 0–1; the plain mean when several groups reach the code. */
  value: number;
  /** The groups' exposure level when they all share one, else null. */
  level: IloExposureLevel | null;
  /** The groups' potential when they all share one, else null. */
  potential: IloPotential | null;
  /** `single`: one ISCO-08 group reaches the code; `averaged`: several, with their mean. */
  how: 'single' | 'averaged';
  /** The ISCO-08 unit groups whose scores were used, sorted. */
  from: string[];
  range: [min: number, max: number] | null;
}

export interface Exposure {
  gpts: GptsFigures | null;
  freyOsborne: Soc2010Figure | null;
  aioe: Soc2010Figure | null;
  lmAioe: Soc2010Figure | null;
  igAioe: Soc2010Figure | null;
  microsoft: MicrosoftFigure | null;
  anthropic: AnthropicFigure | null;
  ilo: IloFigure | null;
}

/** BLS Employment Projections 2024–34, for the whole NEM occupation (shared by its O*NET children). */
export interface Projections {
  nem: string;
  employment2024: number;
  employment2034: number;
  change: number;
  changePct: number;
  openingsAnnual: number;
  medianWage2024: number | null;
  /** BLS publishes ">=$239,200"; the value stored is that bound. */
  medianWageTopCoded: boolean;
  education: string | null;
}

/** BLS OEWS national estimates for the occupation's NEM (or SOC) code. */
export interface WageStats {
  release: 'May 2025' | 'May 2024';
  soc: string;
  employment: number | null;
  medianAnnual: number | null;
  medianHourly: number | null;
  /** `#` in OEWS: the value stored is the top-coding bound of that release. */
  annualTopCoded: boolean;
  hourlyTopCoded: boolean;
  /** OEWS publishes only annual (teachers, pilots) or only hourly (actors) wages for some occupations. */
  annualOnly: boolean;
  hourlyOnly: boolean;
}

/** GPTs-are-GPTs task β aggregated to one work activity (IWA) of one occupation. */
export interface IwaExposure {
  id: string;
  tasks: number;
  /** Sum of task weights (Core 2, other 1), so means can be re-aggregated. */
  weight: number;
  /** Weighted mean task β from GPT-4 and from human annotators. */
  gpt4: number;
  human: number;
}

export type RelatednessTier = 'Primary-Short' | 'Primary-Long' | 'Supplemental';

export interface RelatedOccupation {
  code: string;
  tier: RelatednessTier;
  index: number;
}

export interface OccupationRecord {
  /** O*NET-SOC 2019 code, the primary key, e.g. `15-1252.00`. */
  code: string;
  /** SOC 2018 detailed code, e.g. `15-1252`. */
  soc: string;
  title: string;
  titleZh: string | null;
  majorGroup: string;
  minorGroup: string;
  category: CategoryId;
  jobZone: number | null;
  exposure: Exposure;
  projections: Projections | null;
  wages: WageStats | null;
  iwas: IwaExposure[];
  related: RelatedOccupation[];
}

/**
 * One title and where it came from, as letters: o = O*NET occupation title, a = alternate title,
 * s = short title, r = reported title, m = reported and shown in My Next Move (the common ones),
 * x = only produced by splitting a parenthetical expansion of a title with the other letters.
 */
export type TitleEntry = [text: string, flags: string];

export interface OccupationTitles {
  code: string;
  en: TitleEntry[];
  /** Our own Chinese aliases (editorial), not including titleZh. */
  zh: string[];
}

/** Microsoft's per-IWA figures; null where the source cell is empty (too few conversations). */
export interface MicrosoftIwaMetrics {
  shareUser: number | null;
  shareAi: number | null;
  completionUser: number | null;
  completionAi: number | null;
  scopeUser: number | null;
  scopeAi: number | null;
  feedbackUser: number | null;
  feedbackAi: number | null;
  /** completion × scope × coverage. */
  impactUser: number | null;
  impactAi: number | null;
}

export interface IwaRecord {
  id: string;
  name: string;
  nameZh: string | null;
  /** The O*NET generalized work activity (GWA) the IWA belongs to. */
  gwa: string;
  gwaName: string;
  /** Occupations whose labelled tasks reach this IWA. */
  occupations: number;
  microsoft: MicrosoftIwaMetrics | null;
}

export interface CategoryRecord {
  id: CategoryId;
  en: string;
  zh: string;
  occupations: number;
}

export interface MajorGroupRecord {
  code: string;
  en: string;
  zh: string;
  occupations: number;
}

export interface MinorGroupRecord {
  code: string;
  en: string;
}

export interface CategoriesFile {
  categories: CategoryRecord[];
  majorGroups: MajorGroupRecord[];
  minorGroups: MinorGroupRecord[];
}

/** A CSCO 2022 (中国职业分类大典) entry: names only, with no link to SOC. */
export interface CscoEntry {
  code: string;
  level: number;
  name: string;
  digital: boolean;
  green: boolean;
  aliases: string[];
}

export interface SourceInfo {
  id: string;
  name: string;
  version: string;
  citation: string;
  licence: string;
  url: string;
  /** Attribution text the licence asks us to show, when it asks for specific wording. */
  attribution: string | null;
}

/** An O*NET skill (`2.A`, `2.B`) or knowledge area (`2.C`): a content-model element. */
export interface ElementRecord {
  id: string;
  kind: 'skill' | 'knowledge';
  name: string;
  nameZh: string | null;
}

/** A UNSPSC software class that O*NET files technologies under ("Spreadsheet software"). */
export interface CommodityRecord {
  code: string;
  name: string;
  nameZh: string | null;
}

export interface TechnologyRecord {
  /** Position in technologies.json; occupation records refer to technologies by it. */
  id: number;
  /** The product or product family as O*NET names it ("Microsoft Excel"). */
  name: string;
  commodity: string;
  /** How many occupations list it: Excel is everywhere, Apache Kafka is not. */
  occupations: number;
  /** O*NET marks it a Hot Technology (frequently in job postings) for at least one occupation. */
  hot: boolean;
}

/** Flags of one occupation's use of a technology, as bits. */
export const TECHNOLOGY_HOT = 1;
export const TECHNOLOGY_IN_DEMAND = 2;

export interface OccupationSkills {
  code: string;
  /**
   * Importance (1–5) of each element of `skills-reference.json`, in that order; null for an
   * element O*NET suppressed. The whole list is null when the occupation has no ratings.
   */
  importance: (number | null)[] | null;
  /** The occupation the ratings were borrowed from (rule SK2), or null for its own. */
  importanceFrom: string | null;
  /** [technology id, TECHNOLOGY_* bits], sorted by id. */
  technologies: [id: number, flags: number][];
}

export interface SkillsReference {
  elements: ElementRecord[];
  commodities: CommodityRecord[];
}

export interface KnowledgeMeta {
  formatVersion: number;
  /** Version of the mapping rules in MAPPING.md; a job's figures are reproducible per version. */
  rulesVersion: number;
  sources: SourceInfo[];
  counts: Record<string, number>;
  /** O*NET 29.3 codes (of all of them, military included) that have a value, per figure. */
  coverage: Record<string, number>;
  /** Source codes that reach no current code, per source. */
  unmapped: Record<string, string[]>;
}

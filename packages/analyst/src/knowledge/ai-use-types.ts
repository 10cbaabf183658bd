/**
 * Shape of packages/analyst/data/ai-use.json: observed AI use and the exposure trend, written by
 * scripts/knowledge/assemble-ai-use.ts (rules U1–U4 in MAPPING.md). Kept out of occupations.json so
 * that start-up reads none of it; it is read the first time a page asks for it.
 */

/** `c` core, `s` supplemental, `-` O*NET gives no type. */
export type TaskTypeLetter = 'c' | 's' | '-';

/** One task's use: O*NET Task ID, type, percent of all conversations, automation share, release. */
export type UsedTask = [
  taskId: string,
  type: TaskTypeLetter,
  sharePct: number,
  automation: number,
  release: '2025-11' | '2025-03',
];

/** A core task of the occupation that neither sample shows in use: Task ID only. */
export interface OccupationAiUse {
  /** O*NET-SOC 2019 code. */
  code: string;
  /** The occupation's O*NET task statements, and how many either sample covers. */
  total: number;
  covered: number;
  /** Up to 10 covered tasks, most used first. */
  used: UsedTask[];
  /** Up to 5 core tasks seen in neither sample, in O*NET's order. */
  unseen: string[];
}

/**
 * A task shown somewhere: its O*NET statement and its Chinese name, `t` from our reviewed
 * translations (editorial/task-names-zh.tsv), `w` the Chinese name of the work activity (IWA) it is
 * linked to, `-` none.
 */
export type TaskText = [
  taskId: string,
  statement: string,
  zh: string | null,
  zhFrom: 't' | 'w' | '-',
];

/** One 2010 code behind a trend, and whether it was split into several 2018 codes. */
export type TrendSource = [soc2010: string, title: string, split: boolean];

export interface ExposureTrendRecord {
  /** SOC 2018 detailed code. */
  soc: string;
  basis: 'same' | 'mean' | 'split';
  from: TrendSource[];
  firstYear: number;
  /** daioe_allapps per year from firstYear (means where several 2010 codes meet). */
  values: number[];
  /** pctl_rank_allapps per year from firstYear. */
  percentiles: number[];
}

/** Spearman's ρ between observed exposure and another measure, over occupations both cover. */
export interface ObservedAgreement {
  measure: string;
  rho: number;
  n: number;
}

export interface AiUseFile {
  /** [SOC 2018 code, observed exposure 0–1], every code of the 2026 file. */
  observed: [soc: string, value: number][];
  occupations: OccupationAiUse[];
  tasks: TaskText[];
  trends: ExposureTrendRecord[];
  agreement: ObservedAgreement[];
  /** Counts behind the joins, for the methodology page and the join tests. */
  counts: Record<string, number>;
}

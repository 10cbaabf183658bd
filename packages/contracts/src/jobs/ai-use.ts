import { z } from 'zod';

/**
 * Observed exposure (Anthropic Economic Index, 2026): the share of an occupation's work seen
 * automated or augmented in real use of one AI provider, 0–1. 0 means "not seen in use"; null means
 * the occupation is outside the file, which is not the same thing.
 */
export const ZObservedExposure = z.number().min(0).max(1).nullable();
export type TObservedExposure = z.infer<typeof ZObservedExposure>;

/**
 * How people use AI on one task: `delegated` when most of its conversations hand the work over
 * (automation ≥ 0.5), `collaborative` when most work on it with the AI (augmentation > 0.5).
 */
export const AI_USE_MODES = ['delegated', 'collaborative'] as const;
export const ZAiUseMode = z.enum(AI_USE_MODES);
export type TAiUseMode = z.infer<typeof ZAiUseMode>;

/** The sample a task's figures come from: November 2025, else March 2025 where it is missing. */
export const AI_USE_RELEASES = ['2025-11', '2025-03'] as const;
export const ZAiUseRelease = z.enum(AI_USE_RELEASES);
export type TAiUseRelease = z.infer<typeof ZAiUseRelease>;

/** Where a task's Chinese name comes from: a reviewed translation, or its work activity's name. */
export const ZTaskZhSource = z.enum(['translation', 'work_activity', 'none']);
export type TTaskZhSource = z.infer<typeof ZTaskZhSource>;

export const ZAiUseTask = z.object({
  /** The O*NET task statement. */
  task: z.string(),
  /** The task in Chinese; the English statement when neither source names it. */
  task_zh: z.string(),
  task_zh_source: ZTaskZhSource,
  /** O*NET's own classing of the task for this occupation; null where O*NET gives none. */
  task_type: z.enum(['core', 'supplemental']).nullable(),
  /** Percent (0–100) of all conversations in the sample that were about this task. */
  share_of_use: z.number().min(0).max(100),
  /** Directive + feedback loop, over the classified conversations (0–1; sums to 1 with augmentation). */
  automation: z.number().min(0).max(1),
  /** Task iteration + validation + learning, over the classified conversations (0–1). */
  augmentation: z.number().min(0).max(1),
  mode: ZAiUseMode,
  release: ZAiUseRelease,
});
export type TAiUseTask = z.infer<typeof ZAiUseTask>;

/** A task of the occupation that no sample shows anyone bringing to AI. */
export const ZUnseenTask = z.object({
  task: z.string(),
  task_zh: z.string(),
  task_zh_source: ZTaskZhSource,
  task_type: z.enum(['core', 'supplemental']).nullable(),
});
export type TUnseenTask = z.infer<typeof ZUnseenTask>;

/**
 * What people really do with AI in the job, task by task (`GET /api/jobs/{id}`): the tasks the
 * data covers, most used first (at most 10), in the request's language for `summary`.
 */
export const ZAiUseByTask = z.object({
  source: z.literal('Anthropic Economic Index'),
  /** The main sample; single tasks may come from the earlier one (`tasks[].release`). */
  release: z.string(),
  tasks: z.array(ZAiUseTask),
  /** Core tasks of the occupation seen in neither sample (at most 5): where a person stays needed. */
  unseen_tasks: z.array(ZUnseenTask),
  /** The occupation's O*NET tasks, and how many of them either sample covers. */
  tasks_total: z.number().int(),
  tasks_covered: z.number().int(),
  /** One sentence in the request's language: what people hand over and what they do with AI. */
  summary: z.string(),
  /**
   * The built-in analyst's advice from it, in the request's language (up to three sentences): the
   * task people mostly delegate is where to stop spending hours, the task they do with AI is where to
   * learn the tools, the core task nobody brings to AI is where a person stays needed.
   */
  advice: z.array(z.object({ kind: z.enum(['delegate', 'learn', 'stay']), text: z.string() })),
});
export type TAiUseByTask = z.infer<typeof ZAiUseByTask>;

export const ZExposureTrendPoint = z.object({
  year: z.number().int(),
  /** DAIOE all-applications exposure: unbounded, rises for every occupation. */
  value: z.number(),
  /** Percentile rank (0–100) among all occupations that year. */
  percentile: z.number().min(0).max(100),
});
export type TExposureTrendPoint = z.infer<typeof ZExposureTrendPoint>;

/**
 * How the trend reached our SOC 2018 occupation from DAIOE's SOC 2010 codes: `same` (one code to
 * one), `mean` (the mean of several 2010 codes merged into ours), `split` (ours was split from a
 * wider 2010 code and takes its value). A mean may include split codes too (`soc2010[].split`).
 */
export const ZExposureTrendBasis = z.enum(['same', 'mean', 'split']);
export type TExposureTrendBasis = z.infer<typeof ZExposureTrendBasis>;

/** How a job's exposure to AI moved year by year as AI abilities advanced (DAIOE, 2010–2023). */
export const ZExposureTrend = z.object({
  source: z.literal('DAIOE'),
  points: z.array(ZExposureTrendPoint),
  basis: ZExposureTrendBasis,
  /**
   * The SOC 2010 codes the figures come from (several when `basis` is `mean`); `split` when that
   * 2010 code was split into several SOC 2018 occupations, ours among them, which all take its value.
   */
  soc2010: z.array(z.object({ code: z.string(), title: z.string(), split: z.boolean() })),
  /** Percentile points gained (or lost) from the first year to the last. */
  percentile_change: z.number(),
  /** One sentence in the request's language: how fast it moved against all occupations. */
  summary: z.string(),
  /** How the figures reached this occupation, in the request's language; null when `same`. */
  basis_note: z.string().nullable(),
});
export type TExposureTrend = z.infer<typeof ZExposureTrend>;

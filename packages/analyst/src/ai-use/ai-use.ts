import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TStudyContribution } from '@irreplaceable/contracts/analysis/job-analysis';
import type {
  TAiUseByTask,
  TAiUseTask,
  TExposureTrend,
  TTaskZhSource,
  TUnseenTask,
} from '@irreplaceable/contracts/jobs/ai-use';
import type {
  AiUseFile,
  ExposureTrendRecord,
  OccupationAiUse,
  TaskText,
} from '../knowledge/ai-use-types';
import { KNOWLEDGE_DATA_DIR } from '../knowledge/load-knowledge';
import { PercentileTable } from '../scoring/percentiles';
import {
  aiUseAdvice,
  aiUseSummary,
  observedNote,
  trendBasisNote,
  trendSummary,
} from './ai-use-text';
import { DELEGATED_FROM, pickTaskAdvice, taskAdviceChoices } from './task-advice';

export { DELEGATED_FROM } from './task-advice';

/** Tasks shown per occupation at most, most used first. */
export const TASKS_SHOWN = 10;
export const OBSERVED_STUDY = 'anthropic_observed_2026' as const;

export interface AiUseData {
  file: AiUseFile;
  observed: ReadonlyMap<string, number>;
  /** Observed exposure over the file's occupations, for "higher than N% of occupations". */
  observedRanks: PercentileTable;
  byCode: ReadonlyMap<string, OccupationAiUse>;
  tasks: ReadonlyMap<string, TaskText>;
  trends: ReadonlyMap<string, ExposureTrendRecord>;
}

const loaded = new Map<string, AiUseData>();

/** Reads ai-use.json the first time a page asks for it; start-up never does. */
export function loadAiUse(dataDir: string = KNOWLEDGE_DATA_DIR): AiUseData {
  const key = path.resolve(dataDir);
  const cached = loaded.get(key);
  if (cached) return cached;
  const file = JSON.parse(fs.readFileSync(path.join(key, 'ai-use.json'), 'utf8')) as AiUseFile;
  const observed = new Map(file.observed);
  const data: AiUseData = {
    file,
    observed,
    observedRanks: new PercentileTable(file.observed.map(([, value]) => value)),
    byCode: new Map(file.occupations.map((o) => [o.code, o])),
    tasks: new Map(file.tasks.map((t) => [t[0], t])),
    trends: new Map(file.trends.map((t) => [t.soc, t])),
  };
  loaded.set(key, data);
  return data;
}

/** The SOC 2018 code of an O*NET-SOC code: its first 7 characters. */
function socOf(code: string): string {
  return code.slice(0, 7);
}

/** Observed exposure 0–1; 0 = not seen in use, null = the occupation is outside the file. */
export function observedExposureOf(code: string, data: AiUseData = loadAiUse()): number | null {
  return data.observed.get(socOf(code)) ?? null;
}

/**
 * Observed use as a study beside the theoretical ones: weight 0, so it moves no rate, with one
 * sentence on where theory and observed use differ for this job. `rate` is the job's rate with its
 * 0–1 percentile among rated occupations, null when it has no rate.
 */
export function observedStudy(
  code: string,
  rate: { value: number; percentile: number } | null,
  language: Language,
  data: AiUseData = loadAiUse(),
): TStudyContribution {
  const value = observedExposureOf(code, data);
  return {
    study: OBSERVED_STUDY,
    raw_value: value,
    normalized: value,
    weight: 0,
    contribution: 0,
    note: observedNote(
      value === null ? null : { value, percentile: data.observedRanks.percentile(value) },
      rate,
      language,
    ),
  };
}

function zhOf(text: TaskText | undefined): { task_zh: string; task_zh_source: TTaskZhSource } {
  if (!text) return { task_zh: '', task_zh_source: 'none' };
  const source = text[3] === 't' ? 'translation' : text[3] === 'w' ? 'work_activity' : 'none';
  return { task_zh: text[2] ?? text[1], task_zh_source: source };
}

function typeOf(letter: string): 'core' | 'supplemental' | null {
  return letter === 'c' ? 'core' : letter === 's' ? 'supplemental' : null;
}

/** What people really do with AI in the job, task by task; null when no sample covers its tasks. */
export function aiUseByTask(
  code: string,
  language: Language,
  data: AiUseData = loadAiUse(),
): TAiUseByTask | null {
  const record = data.byCode.get(code);
  if (!record) return null;
  const tasks: TAiUseTask[] = record.used.slice(0, TASKS_SHOWN).map((used) => {
    const [id, type, sharePct, automation, release] = used;
    const text = data.tasks.get(id);
    const augmentation = Number((1 - automation).toFixed(4));
    return {
      task: text?.[1] ?? id,
      ...zhOf(text),
      task_type: typeOf(type),
      share_of_use: sharePct,
      automation,
      augmentation,
      mode: automation >= DELEGATED_FROM ? 'delegated' : 'collaborative',
      release,
    };
  });
  const unseen: TUnseenTask[] = record.unseen.map((id) => {
    const text = data.tasks.get(id);
    return { task: text?.[1] ?? id, ...zhOf(text), task_type: 'core' };
  });
  const releases = new Set(tasks.map((t) => t.release));
  // Most used first, so the advice names the task that matters most of each kind, chosen the way
  // the job page's written advice chooses them.
  const picks = pickTaskAdvice(taskAdviceChoices(code, TASKS_SHOWN, data)!);
  const name = (task: { en: string; zh: string }) => (language === 'zh' ? task.zh : task.en);
  return {
    source: 'Anthropic Economic Index',
    release: releases.has('2025-03')
      ? language === 'zh'
        ? '2025 年 11 月（部分任务为 2025 年 3 月）'
        : 'November 2025 (some tasks March 2025)'
      : language === 'zh'
        ? '2025 年 11 月'
        : 'November 2025',
    tasks,
    unseen_tasks: unseen,
    tasks_total: record.total,
    tasks_covered: record.covered,
    summary: aiUseSummary(
      {
        total: record.total,
        covered: record.covered,
        delegated: tasks.filter((t) => t.mode === 'delegated').length,
        collaborative: tasks.filter((t) => t.mode === 'collaborative').length,
        shown: tasks.length,
        unseen: unseen.length,
      },
      language,
    ),
    advice: aiUseAdvice(
      {
        delegated: picks.delegated && { task: name(picks.delegated), pct: picks.delegated.pct },
        collaborative: picks.collaborative && {
          task: name(picks.collaborative),
          pct: picks.collaborative.pct,
        },
        unseen: picks.unseen && { task: name(picks.unseen) },
      },
      language,
    ),
  };
}

/** The job's DAIOE exposure year by year; null when the index does not reach its SOC code. */
export function exposureTrend(
  code: string,
  language: Language,
  data: AiUseData = loadAiUse(),
): TExposureTrend | null {
  const record = data.trends.get(socOf(code));
  if (!record) return null;
  const points = record.values.map((value, i) => ({
    year: record.firstYear + i,
    value,
    percentile: record.percentiles[i]!,
  }));
  const first = points[0]!;
  const last = points.at(-1)!;
  const change = Number((last.percentile - first.percentile).toFixed(2));
  const soc2010 = record.from.map(([from, title, split]) => ({ code: from, title, split }));
  return {
    source: 'DAIOE',
    points,
    basis: record.basis,
    soc2010,
    percentile_change: change,
    summary: trendSummary(first, last, language),
    basis_note: trendBasisNote(record.basis, soc2010, language),
  };
}

/**
 * Employment-weighted mean observed exposure over a staffing of `total` jobs, and the percent of
 * them it covers; null when no occupation of it is covered.
 */
export function weightedObserved(
  lines: readonly { code: string; employment: number | null }[],
  total: number,
  data: AiUseData = loadAiUse(),
): { value: number; coveragePct: number } | null {
  let covered = 0;
  let sum = 0;
  for (const line of lines) {
    const value = observedExposureOf(line.code, data);
    if (value === null || line.employment === null) continue;
    covered += line.employment;
    sum += value * line.employment;
  }
  if (covered === 0 || total <= 0) return null;
  return {
    value: Number((sum / covered).toFixed(4)),
    coveragePct: Math.round((1000 * covered) / total) / 10,
  };
}

/**
 * A job page's studies with observed use among them: a stored page keeps its own studies and its
 * formula version; observed use is added (or replaced) as it reads today.
 */
export function withObservedStudy(
  studies: readonly TStudyContribution[],
  code: string,
  rate: number | null,
  ratePercentile: (rate: number) => number,
  language: Language,
  data: AiUseData = loadAiUse(),
): TStudyContribution[] {
  const rated = rate === null ? null : { value: rate, percentile: ratePercentile(rate) };
  return [
    ...studies.filter((study) => study.study !== OBSERVED_STUDY),
    observedStudy(code, rated, language, data),
  ];
}

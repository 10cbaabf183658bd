import type {
  AiUseFile,
  ExposureTrendRecord,
  ObservedAgreement,
  OccupationAiUse,
  TaskText,
  UsedTask,
} from '../../packages/analyst/src/knowledge/ai-use-types';
import type { OccupationRecord } from '../../packages/analyst/src/knowledge/types';
import { STUDIES } from '../../packages/analyst/src/scoring/studies';
import {
  buildStudyTables,
  publishedRate,
  scoreOccupation,
} from '../../packages/analyst/src/scoring/formula';
import { compareText, socOf } from './codes';
import { mean, round4 } from './numbers';
import { readTsvLines, type EditorialIssues } from './sources/editorial';
import { readDwaToIwa, readTaskDwas, taskKey } from './sources/onet-activities';
import { readSoc2010To2018 } from './sources/crosswalks';
import {
  readDaioe,
  readObservedExposure,
  readOlderTaskKeys,
  readOnetTasks,
  readTaskUse,
  type OnetTask,
  type TaskUse,
} from './sources/ai-use';

/** At most this many used tasks, and unseen core tasks, are kept per occupation. */
export const USED_TASKS_KEPT = 10;
export const UNSEEN_TASKS_KEPT = 5;
const TASK_NAMES_FILE = 'task-names-zh.tsv';

/**
 * Rules U1–U4 (MAPPING.md):
 * U1 observed exposure per occupation through the first 7 characters of its O*NET-SOC code;
 * U2 task use from the November 2025 sample, the March 2025 one where a task is missing there,
 *    joined on the lower-cased task statement, or (a statement no O*NET 29.3 task has) on the Task ID
 *    that had it in O*NET 20.1, automation = (directive + feedback loop) / (1 − filtered),
 *    tasks with filtered = 1 left out;
 * U3 the DAIOE trend through the BLS SOC 2010 → 2018 crosswalk, the mean where several 2010 codes
 *    meet, and a 2010 code that was split gives its value to every part;
 * U4 Spearman's ρ of observed exposure with each study and with our rate.
 */
export function assembleAiUse(
  sourceDir: string,
  occupations: readonly OccupationRecord[],
  zh: { tasks: ReadonlyMap<string, string>; iwas: ReadonlyMap<string, string | null> },
): AiUseFile {
  const observed = readObservedExposure(sourceDir);
  const onetTasks = readOnetTasks(sourceDir);
  const november = readTaskUse(sourceDir, '2025-11');
  const march = readTaskUse(sourceDir, '2025-03');
  const taskDwas = readTaskDwas(sourceDir);
  const dwaToIwa = readDwaToIwa(sourceDir);
  const counts: Record<string, number> = {};

  // U2: which task statements of each sample reach O*NET 29.3.
  const statements = new Set(onetTasks.map((t) => t.key));
  counts['tasks.november'] = november.size;
  counts['tasks.novemberMatched'] = [...november.keys()].filter((k) => statements.has(k)).length;
  counts['tasks.march'] = march.size;
  counts['tasks.marchMatched'] = [...march.keys()].filter((k) => statements.has(k)).length;
  counts['tasks.marchOnlyMatched'] = [...march.keys()].filter(
    (k) => statements.has(k) && !november.has(k),
  ).length;
  // U2, reworded tasks: a statement no 29.3 task has reaches the task whose ID had it in 20.1.
  const older = readOlderTaskKeys(sourceDir);
  const olderKeyOf = (task: OnetTask): string | undefined => {
    const key = older.get(task.id);
    return key !== undefined && !statements.has(key) ? key : undefined;
  };
  const olderKeys = new Set(onetTasks.map(olderKeyOf).filter((k) => k !== undefined));
  counts['tasks.novemberRecovered'] = [...november.keys()].filter((k) => olderKeys.has(k)).length;
  counts['tasks.marchRecovered'] = [...march.keys()].filter((k) => olderKeys.has(k)).length;
  const useOf = (task: OnetTask): [TaskUse, '2025-11' | '2025-03'] | undefined => {
    const olderKey = olderKeyOf(task);
    const fromNovember = november.get(task.key) ?? (olderKey && november.get(olderKey));
    if (fromNovember) return [fromNovember, '2025-11'];
    const fromMarch = march.get(task.key) ?? (olderKey && march.get(olderKey));
    return fromMarch ? [fromMarch, '2025-03'] : undefined;
  };
  counts['tasks.onetRecovered'] = onetTasks.filter(
    (t) => !november.has(t.key) && !march.has(t.key) && useOf(t),
  ).length;

  const known = new Set(occupations.map((o) => o.code));
  const tasksByCode = new Map<string, typeof onetTasks>();
  for (const task of onetTasks) {
    if (!known.has(task.code)) continue;
    const list = tasksByCode.get(task.code) ?? [];
    list.push(task);
    tasksByCode.set(task.code, list);
  }

  const shown = new Map<string, TaskText>();
  const iwaOf = (code: string, taskId: string): string | null => {
    const iwas = (taskDwas.get(taskKey(code, taskId)) ?? [])
      .map((dwa) => dwaToIwa.get(dwa))
      .filter((iwa): iwa is string => iwa !== undefined)
      .sort(compareText);
    return iwas[0] ?? null;
  };
  const aiUse: OccupationAiUse[] = [];
  let rowsFromMarch = 0;
  for (const code of [...tasksByCode.keys()].sort(compareText)) {
    const tasks = tasksByCode.get(code)!;
    const used: UsedTask[] = [];
    const unseen: string[] = [];
    let covered = 0;
    for (const task of tasks) {
      const found = useOf(task);
      if (!found) {
        if (task.type === 'c' && unseen.length < UNSEEN_TASKS_KEPT) unseen.push(task.id);
        continue;
      }
      covered += 1;
      const [use, release] = found;
      if (use.filtered >= 1) continue;
      used.push([task.id, task.type, round4(use.sharePct), round4(use.automation), release]);
    }
    if (covered === 0) continue;
    used.sort((a, b) => b[2] - a[2] || compareText(a[0], b[0]));
    const kept = used.slice(0, USED_TASKS_KEPT);
    rowsFromMarch += kept.filter((t) => t[4] === '2025-03').length;
    for (const id of [...kept.map((t) => t[0]), ...unseen]) {
      const task = tasks.find((t) => t.id === id)!;
      const translated = zh.tasks.get(id);
      const iwa = iwaOf(code, id);
      const activity = iwa ? (zh.iwas.get(iwa) ?? null) : null;
      shown.set(
        id,
        translated
          ? [id, task.statement, translated, 't']
          : activity
            ? [id, task.statement, activity, 'w']
            : [id, task.statement, null, '-'],
      );
    }
    aiUse.push({ code, total: tasks.length, covered, used: kept, unseen });
  }
  counts['occupations.withTasks'] = aiUse.filter((o) => o.used.length > 0).length;
  counts['occupations.tasksCovered'] = aiUse.length;
  counts['tasks.covered'] = aiUse.reduce((sum, o) => sum + o.covered, 0);
  counts['tasks.shownFromMarch'] = rowsFromMarch;
  counts['tasks.shown'] = shown.size;
  counts['tasks.shownTranslated'] = [...shown.values()].filter((t) => t[3] === 't').length;
  counts['tasks.shownWithActivityZh'] = [...shown.values()].filter((t) => t[3] === 'w').length;
  counts['tasks.translationsUnused'] = [...zh.tasks.keys()].filter((id) => !shown.has(id)).length;

  // U1
  counts['observed.codes'] = observed.size;
  counts['observed.zero'] = [...observed.values()].filter((v) => v === 0).length;
  counts['occupations.observed'] = occupations.filter((o) => observed.has(socOf(o.code))).length;
  counts['occupations.observedZero'] = occupations.filter(
    (o) => observed.get(socOf(o.code)) === 0,
  ).length;

  const trends = assembleTrends(sourceDir, counts);
  const trendSocs = new Set(trends.map((t) => t.soc));
  counts['occupations.trend'] = occupations.filter((o) => trendSocs.has(socOf(o.code))).length;
  counts.occupations = occupations.length;

  return {
    observed: [...observed.entries()].sort((a, b) => compareText(a[0], b[0])),
    occupations: aiUse,
    tasks: [...shown.values()].sort((a, b) => compareText(a[0], b[0])),
    trends,
    agreement: agreement(occupations, observed),
    counts,
  };
}

function assembleTrends(sourceDir: string, counts: Record<string, number>): ExposureTrendRecord[] {
  const daioe = readDaioe(sourceDir);
  const crosswalk = readSoc2010To2018(sourceDir);
  const sources = new Map<string, string[]>();
  for (const code2010 of [...daioe.keys()].sort(compareText)) {
    for (const soc of crosswalk.get(code2010) ?? []) {
      sources.set(soc, [...(sources.get(soc) ?? []), code2010]);
    }
  }
  counts['daioe.codes'] = daioe.size;
  counts['daioe.unmapped'] = [...daioe.keys()].filter((c) => !crosswalk.has(c)).length;
  const trends: ExposureTrendRecord[] = [];
  for (const soc of [...sources.keys()].sort(compareText)) {
    const from = sources.get(soc)!;
    const years = [...new Set(from.flatMap((c) => [...daioe.get(c)!.years.keys()]))].sort();
    const values: number[] = [];
    const percentiles: number[] = [];
    for (const year of years) {
      const points = from.flatMap((c) => daioe.get(c)!.years.get(year) ?? []);
      values.push(round4(mean(points.map((p) => p.value))));
      percentiles.push(round4(mean(points.map((p) => p.percentile))));
    }
    const split = from.map((c) => (crosswalk.get(c) ?? []).length > 1);
    trends.push({
      soc,
      basis: from.length > 1 ? 'mean' : split[0] ? 'split' : 'same',
      from: from.map((c, i) => [c, daioe.get(c)!.title, split[i]!]),
      firstYear: years[0]!,
      values,
      percentiles,
    });
  }
  counts['trend.soc2018'] = trends.length;
  counts['trend.mean'] = trends.filter((t) => t.basis === 'mean').length;
  counts['trend.split'] = trends.filter((t) => t.basis === 'split').length;
  counts['trend.meanWithSplit'] = trends.filter(
    (t) => t.basis === 'mean' && t.from.some((f) => f[2]),
  ).length;
  counts['trend.fullYears'] = trends.filter((t) => t.values.length === 14).length;
  return trends;
}

/** Spearman's ρ with average ranks for ties. */
export function spearman(pairs: readonly [number, number][]): number {
  const rank = (values: number[]): number[] => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const ranks = new Array<number>(values.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j += 1;
      for (let k = i; k <= j; k += 1) ranks[order[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return ranks;
  };
  const a = rank(pairs.map((p) => p[0]));
  const b = rank(pairs.map((p) => p[1]));
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i += 1) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

/** U4: over O*NET occupations, each with its SOC code's observed exposure. */
function agreement(
  occupations: readonly OccupationRecord[],
  observed: ReadonlyMap<string, number>,
): ObservedAgreement[] {
  const tables = buildStudyTables(occupations);
  const measures = [
    ...STUDIES.map((study) => ({ measure: study.id as string, value: study.value })),
    {
      measure: 'rate',
      value: (o: OccupationRecord) => publishedRate(scoreOccupation(o, tables)).ai_replacement_rate,
    },
  ];
  return measures.map(({ measure, value }) => {
    const pairs: [number, number][] = [];
    for (const occupation of occupations) {
      const seen = observed.get(socOf(occupation.code));
      const other = value(occupation);
      if (seen !== undefined && other !== null) pairs.push([seen, other]);
    }
    return { measure, rho: round4(spearman(pairs)), n: pairs.length };
  });
}

/**
 * editorial/task-names-zh.tsv: `Task ID<TAB>中文<TAB>the O*NET statement, for the reviewer`. A Task ID
 * given twice keeps the first line and reports the clash.
 */
export function readTaskNamesZh(
  editorialDir: string,
  issues: EditorialIssues,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of readTsvLines(editorialDir, TASK_NAMES_FILE)) {
    const [id = '', zh = ''] = line.cells;
    if (!/^\d+$/.test(id)) {
      if (line.line === 1) continue;
      issues.messages.push(`${line.file}:${line.line}: "${id}" is not a Task ID`);
    } else if (zh === '') issues.messages.push(`${line.file}:${line.line}: no Chinese for ${id}`);
    else if (names.has(id)) issues.messages.push(`${line.file}:${line.line}: ${id} given twice`);
    else names.set(id, zh);
  }
  return names;
}

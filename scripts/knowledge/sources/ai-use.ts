import type { TaskTypeLetter } from '../../../packages/analyst/src/knowledge/ai-use-types';
import { ONET_CODE, SOC_CODE } from '../codes';
import { CSV, field, ONET_TSV } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const OBSERVED = 'anthropic-economic-index-2026-observed/job_exposure.csv';
const TASK_DIR = 'anthropic-economic-index-2025-03-27';
const DAIOE = 'daioe/daioe_soc2010.csv';
/** O*NET 20.1's task statements, as the first Economic Index release ships them. */
const OLDER_TASKS = 'anthropic-economic-index-2025-02-10/onet_task_statements.csv';

/** SOC 2018 code → observed exposure, 0–1 (Anthropic Economic Index, 2026). */
export function readObservedExposure(sourceDir: string): Map<string, number> {
  const rows = readTable(sourceDir, OBSERVED, CSV, ['occ_code', 'observed_exposure']);
  const map = new Map<string, number>();
  for (const row of rows) {
    const code = field(row, 'occ_code').trim();
    if (!SOC_CODE.test(code)) throw new Error(`${OBSERVED}: bad code ${code}`);
    if (map.has(code)) throw new Error(`${OBSERVED}: ${code} twice`);
    const value = parseDecimal(field(row, 'observed_exposure'), code);
    if (value < 0 || value > 1) throw new Error(`${OBSERVED}: ${code} out of range`);
    map.set(code, value);
  }
  return map;
}

export interface OnetTask {
  code: string;
  id: string;
  statement: string;
  /** The join key of the AI use files: the statement lower-cased and trimmed. */
  key: string;
  type: TaskTypeLetter;
}

/** O*NET 29.3 task statements, in the file's order. */
export function readOnetTasks(sourceDir: string): OnetTask[] {
  const rows = readTable(sourceDir, 'onet-29.3/Task Statements.txt', ONET_TSV, [
    'O*NET-SOC Code',
    'Task ID',
    'Task',
    'Task Type',
  ]);
  return rows.map((row) => {
    const code = field(row, 'O*NET-SOC Code').trim();
    if (!ONET_CODE.test(code)) throw new Error(`Task Statements.txt: bad code ${code}`);
    const statement = field(row, 'Task').trim();
    const type = field(row, 'Task Type').trim();
    return {
      code,
      id: field(row, 'Task ID').trim(),
      statement,
      key: statement.toLowerCase(),
      type: type === 'Core' ? 'c' : type === 'Supplemental' ? 's' : '-',
    };
  });
}

/**
 * Task ID → the join key of its statement in O*NET 20.1. Task IDs outlive rewording, so a statement
 * the Economic Index still uses in its older wording reaches the O*NET 29.3 task by its ID.
 */
export function readOlderTaskKeys(sourceDir: string): Map<string, string> {
  const rows = readTable(sourceDir, OLDER_TASKS, CSV, ['Task ID', 'Task']);
  const map = new Map<string, string>();
  for (const row of rows) {
    const id = field(row, 'Task ID').trim();
    if (!/^\d+$/.test(id)) throw new Error(`${OLDER_TASKS}: bad Task ID ${id}`);
    const key = field(row, 'Task').trim().toLowerCase();
    if (map.has(id) && map.get(id) !== key) throw new Error(`${OLDER_TASKS}: ${id} worded twice`);
    map.set(id, key);
  }
  return map;
}

export interface TaskUse {
  /** Percent of all conversations of the sample. */
  sharePct: number;
  /** (directive + feedback loop) / (1 − filtered); 0 when everything was filtered. */
  automation: number;
  filtered: number;
}

/**
 * Task statement → how people use AI on it. `2025-11`: Yale Budget Lab's derivation of the
 * November 2025 sample, whose `pct` is a fraction; `2025-03`: the March 2025 release, whose shares
 * are in task_pct_v2.csv in percent.
 */
export function readTaskUse(
  sourceDir: string,
  release: '2025-11' | '2025-03',
): Map<string, TaskUse> {
  const file =
    release === '2025-11'
      ? `${TASK_DIR}/automation_vs_augmentation_by_task_v3.csv`
      : `${TASK_DIR}/automation_vs_augmentation_by_task.csv`;
  const columns = ['task_name', 'directive', 'feedback_loop', 'filtered'];
  const rows = readTable(
    sourceDir,
    file,
    CSV,
    release === '2025-11' ? [...columns, 'pct'] : columns,
  );
  const shares = new Map<string, number>();
  if (release === '2025-03') {
    for (const row of readTable(sourceDir, `${TASK_DIR}/task_pct_v2.csv`, CSV, [
      'task_name',
      'pct',
    ])) {
      shares.set(
        field(row, 'task_name').trim().toLowerCase(),
        parseDecimal(field(row, 'pct'), 'pct'),
      );
    }
  }
  const map = new Map<string, TaskUse>();
  for (const row of rows) {
    const key = field(row, 'task_name').trim().toLowerCase();
    const number = (column: string) => parseDecimal(field(row, column), `${file} ${column}`);
    const filtered = number('filtered');
    const automated = number('directive') + number('feedback_loop');
    const sharePct = release === '2025-11' ? number('pct') * 100 : (shares.get(key) ?? 0);
    map.set(key, {
      sharePct,
      automation: filtered >= 1 ? 0 : Math.min(1, automated / (1 - filtered)),
      filtered,
    });
  }
  return map;
}

export interface DaioeSeries {
  title: string;
  years: Map<number, { value: number; percentile: number }[]>;
}

/** DAIOE by SOC 2010 code: all-applications exposure and its percentile rank, per year. */
export function readDaioe(sourceDir: string): Map<string, DaioeSeries> {
  const rows = readTable(sourceDir, DAIOE, ONET_TSV, [
    'occ_code_soc2010',
    'occ_title_soc2010',
    'year',
    'daioe_allapps',
    'pctl_rank_allapps',
  ]);
  const map = new Map<string, DaioeSeries>();
  for (const row of rows) {
    const code = field(row, 'occ_code_soc2010').trim();
    const year = field(row, 'year').trim();
    const value = field(row, 'daioe_allapps').trim();
    const percentile = field(row, 'pctl_rank_allapps').trim();
    // One row has no year, and a few early rows no figures: they carry nothing to show.
    if (year === '' || value === '' || percentile === '') continue;
    if (!SOC_CODE.test(code)) throw new Error(`${DAIOE}: bad code ${code}`);
    const series = map.get(code) ?? {
      title: field(row, 'occ_title_soc2010').trim(),
      years: new Map(),
    };
    const y = Number(year);
    series.years.set(y, [
      ...(series.years.get(y) ?? []),
      { value: parseDecimal(value, code), percentile: parseDecimal(percentile, code) },
    ]);
    map.set(code, series);
  }
  return map;
}

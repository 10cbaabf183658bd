import type { ExposureShares } from '../../../packages/analyst/src/knowledge/types';
import { CSV, field, QUOTED_TSV, type Row } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'gpts-are-gpts';

export interface GptsOccupation {
  gpt4: ExposureShares;
  human: ExposureShares;
}

function shares(row: Row, prefix: string): ExposureShares {
  const read = (name: string): number =>
    parseDecimal(field(row, `${prefix}_${name}`), `${prefix}_${name}`);
  return { alpha: read('alpha'), beta: read('beta'), gamma: read('gamma') };
}

/** occ_level.csv: `dv_rating_*` is GPT-4, `human_rating_*` the annotators. */
export function readGptsOccupations(sourceDir: string): Map<string, GptsOccupation> {
  const columns = ['alpha', 'beta', 'gamma'].flatMap((n) => [
    `dv_rating_${n}`,
    `human_rating_${n}`,
  ]);
  const rows = readTable(sourceDir, `${DIR}/occ_level.csv`, CSV, ['O*NET-SOC Code', ...columns]);
  return new Map(
    rows.map((row) => [
      field(row, 'O*NET-SOC Code'),
      { gpt4: shares(row, 'dv_rating'), human: shares(row, 'human_rating') },
    ]),
  );
}

export interface LabelledTask {
  code: string;
  taskId: string;
  /** The paper weights Core tasks 2 and every other task (Supplemental or blank) 1. */
  weight: 1 | 2;
  gpt4Beta: number;
  humanBeta: number;
}

/** β of one E-label: E0 = 0, E1 = 1, E2 = 0.5. */
const BETA: Record<string, number> = { E0: 0, E1: 1, E2: 0.5 };

function labelBeta(label: string): number {
  const beta = BETA[label];
  if (beta === undefined) throw new Error(`full_labelset.tsv: unknown label ${label}`);
  return beta;
}

/** full_labelset.tsv, task level. Task IDs are written as floats (`8823.0`); we store integers. */
export function readLabelledTasks(sourceDir: string): LabelledTask[] {
  const rows = readTable(sourceDir, `${DIR}/full_labelset.tsv`, QUOTED_TSV, [
    'O*NET-SOC Code',
    'Task ID',
    'Task Type',
    'human_exposure_agg',
    'beta',
  ]);
  return rows.map((row) => {
    const taskId = parseDecimal(field(row, 'Task ID'), 'Task ID');
    if (!Number.isInteger(taskId)) throw new Error(`full_labelset.tsv: Task ID ${taskId}`);
    return {
      code: field(row, 'O*NET-SOC Code'),
      taskId: String(taskId),
      weight: field(row, 'Task Type') === 'Core' ? 2 : 1,
      gpt4Beta: parseDecimal(field(row, 'beta'), 'beta'),
      humanBeta: labelBeta(field(row, 'human_exposure_agg')),
    };
  });
}

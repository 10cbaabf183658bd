import type { IwaExposure } from '../../../packages/analyst/src/knowledge/types';
import { compareText } from '../codes';
import { round4 } from '../numbers';
import { taskKey } from '../sources/onet-activities';
import type { LabelledTask } from '../sources/gpts';

export interface IwaAggregation {
  byCode: Map<string, IwaExposure[]>;
  /** Labelled tasks that reach at least one IWA through O*NET 29.3 Tasks to DWAs. */
  linkedTasks: number;
  unlinkedTasks: number;
}

interface Accumulator {
  tasks: number;
  weight: number;
  gpt4: number;
  human: number;
}

/**
 * Rule W1 (MAPPING.md): labelled task → its DWAs → their IWAs. A task counts once per IWA even when
 * several of its DWAs sit under that IWA. Per occupation and IWA we keep the task count and the
 * Core-weighted (2/1) mean task β, the same weighting the paper uses for its occupation scores.
 */
export function aggregateIwaExposure(
  tasks: readonly LabelledTask[],
  taskDwas: ReadonlyMap<string, readonly string[]>,
  dwaToIwa: ReadonlyMap<string, string>,
): IwaAggregation {
  const byCode = new Map<string, Map<string, Accumulator>>();
  let linkedTasks = 0;
  let unlinkedTasks = 0;
  for (const task of tasks) {
    const dwas = taskDwas.get(taskKey(task.code, task.taskId)) ?? [];
    const iwas = new Set(dwas.flatMap((dwa) => dwaToIwa.get(dwa) ?? []));
    if (iwas.size === 0) {
      unlinkedTasks += 1;
      continue;
    }
    linkedTasks += 1;
    const perIwa = byCode.get(task.code) ?? new Map<string, Accumulator>();
    for (const iwa of iwas) {
      const acc = perIwa.get(iwa) ?? { tasks: 0, weight: 0, gpt4: 0, human: 0 };
      acc.tasks += 1;
      acc.weight += task.weight;
      acc.gpt4 += task.weight * task.gpt4Beta;
      acc.human += task.weight * task.humanBeta;
      perIwa.set(iwa, acc);
    }
    byCode.set(task.code, perIwa);
  }
  const result = new Map<string, IwaExposure[]>();
  for (const [code, perIwa] of byCode) {
    const list = [...perIwa]
      .sort(([a], [b]) => compareText(a, b))
      .map(([id, acc]) => ({
        id,
        tasks: acc.tasks,
        weight: acc.weight,
        gpt4: round4(acc.gpt4 / acc.weight),
        human: round4(acc.human / acc.weight),
      }));
    result.set(code, list);
  }
  return { byCode: result, linkedTasks, unlinkedTasks };
}

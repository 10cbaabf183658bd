import type { AnthropicFigure } from '../../../packages/analyst/src/knowledge/types';
import { compareText } from '../codes';
import { round4 } from '../numbers';
import type { CodeMap } from '../sources/crosswalks';

export interface AnthropicUsage {
  byCode: Map<string, AnthropicFigure>;
  matchedTasks: number;
  unmatchedTasks: number;
  /** Percent of all conversations that reached an O*NET 29.3 code. */
  sharePctReached: number;
}

interface Accumulator {
  sharePct: number;
  tasks: number;
  from: Set<string>;
}

/**
 * Rule A1–A3 (MAPPING.md). A1: a task text shared by k O*NET 20.1 occupations gives each pct/k.
 * A2: an occupation's share is the sum over its tasks. A3: an O*NET-SOC 2010 code that the taxonomy
 * crosswalk splits into several 2019 codes divides its share among them in proportion to `weightOf`
 * (their employment); when any weight is unknown it divides evenly. Shares are never copied, so the
 * total stays the total of the release.
 */
export function mapAnthropicUsage(
  taskShares: ReadonlyMap<string, number>,
  taskOccupations: ReadonlyMap<string, readonly string[]>,
  onet2010To2019: CodeMap,
  weightOf: (code2019: string) => number | null,
): AnthropicUsage {
  const by2010 = new Map<string, { sharePct: number; tasks: number }>();
  let matchedTasks = 0;
  let unmatchedTasks = 0;
  for (const text of [...taskShares.keys()].sort(compareText)) {
    const codes = taskOccupations.get(text);
    if (!codes || codes.length === 0) {
      unmatchedTasks += 1;
      continue;
    }
    matchedTasks += 1;
    const share = (taskShares.get(text) ?? 0) / codes.length;
    for (const code of codes) {
      const entry = by2010.get(code) ?? { sharePct: 0, tasks: 0 };
      entry.sharePct += share;
      entry.tasks += 1;
      by2010.set(code, entry);
    }
  }
  const by2019 = new Map<string, Accumulator>();
  for (const code2010 of [...by2010.keys()].sort(compareText)) {
    const entry = by2010.get(code2010);
    const targets = onet2010To2019.get(code2010) ?? [];
    if (!entry) continue;
    const weights = splitWeights(targets, weightOf);
    targets.forEach((target, i) => {
      const acc = by2019.get(target) ?? { sharePct: 0, tasks: 0, from: new Set<string>() };
      acc.sharePct += entry.sharePct * (weights[i] ?? 0);
      acc.tasks += entry.tasks;
      acc.from.add(code2010);
      by2019.set(target, acc);
    });
  }
  const byCode = new Map<string, AnthropicFigure>();
  let sharePctReached = 0;
  for (const [code, acc] of by2019) {
    sharePctReached += acc.sharePct;
    byCode.set(code, {
      sharePct: round4(acc.sharePct),
      tasks: acc.tasks,
      from: [...acc.from].sort(compareText),
    });
  }
  return { byCode, matchedTasks, unmatchedTasks, sharePctReached };
}

function splitWeights(
  targets: readonly string[],
  weightOf: (code: string) => number | null,
): number[] {
  const weights = targets.map(weightOf);
  const total = weights.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  if (weights.some((w) => w === null) || total <= 0) return targets.map(() => 1 / targets.length);
  return weights.map((w) => (w ?? 0) / total);
}

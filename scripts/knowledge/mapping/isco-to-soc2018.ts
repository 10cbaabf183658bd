import type { IloFigure } from '../../../packages/analyst/src/knowledge/types';
import { compareText } from '../codes';
import { mean, round4 } from '../numbers';
import type { CodeMap } from '../sources/crosswalks';
import { ISCO_UNIT_GROUP, type IloScore, type IscoToSoc2010 } from '../sources/ilo';

/**
 * Rule I1 (MAPPING.md): ILO scores per ISCO-08 unit group reach SOC 2018 codes through the BLS
 * ISCO-08 → SOC 2010 crosswalk and then the BLS SOC 2010 → 2018 crosswalk. Every group copies its
 * score to every code it reaches; a SOC 2018 code reached by several groups takes the plain mean of
 * their scores, each group counted once however many paths lead from it. No ISCO employment is
 * staged, so the mean cannot be weighted.
 */
export interface IloBySoc2018 {
  bySoc: Map<string, IloFigure>;
  /** Unit groups with a score that reach no SOC 2018 code. */
  unmapped: string[];
}

/** The unit groups a crosswalk code stands for: itself, or every scored group of a minor group. */
function unitGroups(isco: string, scores: ReadonlyMap<string, IloScore>): string[] {
  if (ISCO_UNIT_GROUP.test(isco)) return scores.has(isco) ? [isco] : [];
  return [...scores.keys()].filter((group) => group.startsWith(isco)).sort(compareText);
}

/** The one value all groups share, or null when they differ. */
function shared<T>(values: readonly T[]): T | null {
  return values.every((value) => value === values[0]) ? (values[0] ?? null) : null;
}

export function mapIloToSoc2018(
  scores: ReadonlyMap<string, IloScore>,
  iscoToSoc2010: IscoToSoc2010,
  soc2010To2018: CodeMap,
): IloBySoc2018 {
  const groupsBySoc = new Map<string, Set<string>>();
  const reached = new Set<string>();
  for (const isco of [...iscoToSoc2010.keys()].sort(compareText)) {
    const groups = unitGroups(isco, scores);
    for (const soc2010 of iscoToSoc2010.get(isco) ?? []) {
      for (const soc2018 of soc2010To2018.get(soc2010) ?? []) {
        const set = groupsBySoc.get(soc2018) ?? new Set<string>();
        for (const group of groups) {
          set.add(group);
          reached.add(group);
        }
        groupsBySoc.set(soc2018, set);
      }
    }
  }
  const bySoc = new Map<string, IloFigure>();
  for (const soc of [...groupsBySoc.keys()].sort(compareText)) {
    const from = [...groupsBySoc.get(soc)!].sort(compareText);
    if (from.length === 0) continue;
    const figures = from.map((group) => scores.get(group)!);
    const values = figures.map((figure) => figure.score);
    bySoc.set(soc, {
      value: round4(mean(values)),
      level: shared(figures.map((figure) => figure.level)),
      potential: shared(figures.map((figure) => figure.potential)),
      how: from.length === 1 ? 'single' : 'averaged',
      from,
      range: from.length === 1 ? null : [round4(Math.min(...values)), round4(Math.max(...values))],
    });
  }
  const unmapped = [...scores.keys()].filter((group) => !reached.has(group)).sort(compareText);
  return { bySoc, unmapped };
}

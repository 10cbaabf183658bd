import type { Confidence, Soc2010Figure } from '../../../packages/analyst/src/knowledge/types';
import { compareText } from '../codes';
import { mean, round4 } from '../numbers';
import type { CodeMap } from '../sources/crosswalks';
import type { DerivedMapping } from '../sources/frey-osborne';

/**
 * Rule S1 (MAPPING.md): a SOC 2010 figure goes to every SOC 2018 code the BLS crosswalk maps it to.
 * A code missing from the crosswalk uses our derived mapping when there is one (Frey-Osborne only).
 * When several source codes reach one SOC 2018 code, its figure is their plain mean: the staged data
 * has no SOC 2010 employment to weight by, and a weight from 2018 employment would describe the
 * target, not the sources.
 */
export interface Soc2018Figures {
  bySoc: Map<string, Soc2010Figure>;
  /** Source codes that reach no SOC 2018 code. */
  unmapped: string[];
}

interface Contribution {
  source: string;
  value: number;
  confidence: Confidence | null;
}

const CONFIDENCE_ORDER: readonly Confidence[] = ['low', 'medium', 'high'];

function lowest(confidences: readonly Confidence[]): Confidence | null {
  return CONFIDENCE_ORDER.find((c) => confidences.includes(c)) ?? null;
}

export function mapSoc2010ToSoc2018(
  values: ReadonlyMap<string, number>,
  crosswalk: CodeMap,
  derived: readonly DerivedMapping[] = [],
): Soc2018Figures {
  const derivedBySource = new Map(derived.map((row) => [row.source, row]));
  const byTarget = new Map<string, Contribution[]>();
  const unmapped: string[] = [];
  for (const source of [...values.keys()].sort(compareText)) {
    const value = values.get(source) ?? 0;
    const viaCrosswalk = crosswalk.get(source);
    const viaDerived = viaCrosswalk ? undefined : derivedBySource.get(source);
    const targets = viaCrosswalk ?? viaDerived?.targets;
    if (!targets) {
      unmapped.push(source);
      continue;
    }
    for (const target of targets) {
      const list = byTarget.get(target) ?? [];
      list.push({ source, value, confidence: viaDerived?.confidence ?? null });
      byTarget.set(target, list);
    }
  }
  const bySoc = new Map<string, Soc2010Figure>();
  for (const [target, contributions] of byTarget) {
    const derivedConfidences = contributions.flatMap((c) => (c.confidence ? [c.confidence] : []));
    const only = contributions.length === 1 ? contributions[0] : undefined;
    const values = contributions.map((c) => c.value);
    bySoc.set(target, {
      value: round4(mean(values)),
      how:
        derivedConfidences.length > 0 ? 'derived' : only?.source === target ? 'exact' : 'crosswalk',
      from: contributions.map((c) => c.source),
      range: only ? null : [round4(Math.min(...values)), round4(Math.max(...values))],
      confidence: lowest(derivedConfidences),
    });
  }
  return { bySoc, unmapped };
}

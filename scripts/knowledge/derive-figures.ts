import { compareText, socOf } from './codes';
import type { Sources } from './load-sources';
import { mapAnthropicUsage, type AnthropicUsage } from './mapping/anthropic-usage';
import { projectionsFor } from './mapping/by-nem-code';
import { mapIloToSoc2018, type IloBySoc2018 } from './mapping/isco-to-soc2018';
import { aggregateIwaExposure, type IwaAggregation } from './mapping/iwa-exposure';
import { mapSoc2010ToSoc2018, type Soc2018Figures } from './mapping/soc2010-to-soc2018';

/** Figures that need a join or an aggregation before they can be attached to an occupation. */
export interface DerivedFigures {
  freyOsborne: Soc2018Figures;
  aioe: Soc2018Figures;
  lmAioe: Soc2018Figures;
  igAioe: Soc2018Figures;
  anthropic: AnthropicUsage;
  ilo: IloBySoc2018;
  iwaExposure: IwaAggregation;
  labelledTaskCounts: Map<string, number>;
}

export function deriveFigures(s: Sources): DerivedFigures {
  return {
    freyOsborne: mapSoc2010ToSoc2018(s.freyOsborne, s.soc2010To2018, s.freyOsborneDerived),
    aioe: mapSoc2010ToSoc2018(s.felten.aioe, s.soc2010To2018),
    lmAioe: mapSoc2010ToSoc2018(s.felten.lmAioe, s.soc2010To2018),
    igAioe: mapSoc2010ToSoc2018(s.felten.igAioe, s.soc2010To2018),
    anthropic: mapAnthropicUsage(
      s.anthropic.taskShares,
      s.anthropic.taskOccupations,
      s.onet2010To2019,
      employmentWeights(s),
    ),
    ilo: mapIloToSoc2018(s.ilo, s.iscoToSoc2010, s.soc2010To2018),
    iwaExposure: aggregateIwaExposure(s.labelledTasks, s.taskDwas, s.dwaToIwa),
    labelledTaskCounts: countBy(s.labelledTasks.map((t) => t.code)),
  };
}

/**
 * Rule A3's weight: the EP 2024 employment of an O*NET code's NEM occupation, shared equally among
 * the O*NET codes of that NEM occupation (BLS publishes no finer split).
 */
function employmentWeights(s: Sources): (code: string) => number | null {
  const nemOf = new Map<string, string>();
  for (const { code } of s.occupations) {
    const projection = projectionsFor(s.onetToNem.get(code), socOf(code), s.projections);
    if (projection) nemOf.set(code, projection.nem);
  }
  const siblings = countBy([...nemOf.values()]);
  return (code) => {
    const nem = nemOf.get(code);
    const line = nem === undefined ? undefined : s.projections.get(nem);
    if (nem === undefined || !line) return null;
    return line.employment2024 / (siblings.get(nem) ?? 1);
  };
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of [...keys].sort(compareText)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

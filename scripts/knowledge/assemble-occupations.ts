import type { GptsFigures, OccupationRecord } from '../../packages/analyst/src/knowledge/types';
import { categoryOf } from './categories';
import { compareText, majorGroupOf, socOf } from './codes';
import type { DerivedFigures } from './derive-figures';
import type { Sources } from './load-sources';
import { microsoftFor, projectionsFor, wagesFor } from './mapping/by-nem-code';
import { round4 } from './numbers';
import type { GptsOccupation } from './sources/gpts';

/** O*NET keeps 20 related occupations per code; the first 10 (by O*NET's index) are plenty. */
const RELATED_KEPT = 10;

function gptsFigures(occupation: GptsOccupation | undefined, tasks: number): GptsFigures | null {
  if (!occupation) return null;
  const shares = (s: GptsOccupation['gpt4']): GptsOccupation['gpt4'] => ({
    alpha: round4(s.alpha),
    beta: round4(s.beta),
    gamma: round4(s.gamma),
  });
  return { tasks, gpt4: shares(occupation.gpt4), human: shares(occupation.human) };
}

export function assembleOccupations(s: Sources, d: DerivedFigures): OccupationRecord[] {
  const known = new Set(s.occupations.map((o) => o.code));
  return [...s.occupations]
    .sort((a, b) => compareText(a.code, b.code))
    .map(({ code, title }) => {
      const soc = socOf(code);
      const nem = s.onetToNem.get(code);
      const minorGroup = s.structure.minorGroupOf.get(code);
      if (!minorGroup) throw new Error(`${code} is not in the O*NET-SOC 2019 structure`);
      return {
        code,
        soc,
        title,
        titleZh: s.editorial.titlesZh.get(code) ?? null,
        majorGroup: majorGroupOf(code),
        minorGroup,
        category: categoryOf(code),
        jobZone: s.jobZones.get(code) ?? null,
        exposure: {
          gpts: gptsFigures(s.gpts.get(code), d.labelledTaskCounts.get(code) ?? 0),
          freyOsborne: d.freyOsborne.bySoc.get(soc) ?? null,
          aioe: d.aioe.bySoc.get(soc) ?? null,
          lmAioe: d.lmAioe.bySoc.get(soc) ?? null,
          igAioe: d.igAioe.bySoc.get(soc) ?? null,
          microsoft: microsoftFor(nem, soc, s.microsoft),
          anthropic: d.anthropic.byCode.get(code) ?? null,
          ilo: d.ilo.bySoc.get(soc) ?? null,
        },
        projections: projectionsFor(nem, soc, s.projections),
        wages: wagesFor(nem, soc, s.oews),
        iwas: d.iwaExposure.byCode.get(code) ?? [],
        related: (s.related.get(code) ?? [])
          .filter((r) => known.has(r.code))
          .slice(0, RELATED_KEPT),
      };
    });
}

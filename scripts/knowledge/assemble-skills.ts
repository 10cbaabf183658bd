import {
  TECHNOLOGY_HOT,
  TECHNOLOGY_IN_DEMAND,
  type ElementRecord,
  type OccupationRecord,
  type OccupationSkills,
  type SkillsReference,
  type TechnologyRecord,
} from '../../packages/analyst/src/knowledge/types';
import { compareText } from './codes';
import type { Sources } from './load-sources';
import { round4 } from './numbers';

export interface BuiltSkills {
  reference: SkillsReference;
  technologies: TechnologyRecord[];
  occupations: OccupationSkills[];
}

function elementsOf(s: Sources): ElementRecord[] {
  const kinds = [
    ['skill', s.skills.elements],
    ['knowledge', s.knowledge.elements],
  ] as const;
  return kinds.flatMap(([kind, elements]) =>
    elements.map(({ id, name }) => ({
      id,
      kind,
      name,
      nameZh: s.editorial.elementsZh.get(id) ?? null,
    })),
  );
}

/** Every technology once, sorted by name (code-point order), with how many occupations list it. */
function technologiesOf(s: Sources): TechnologyRecord[] {
  const byName = new Map<string, { commodity: string; codes: Set<string>; hot: boolean }>();
  for (const use of s.technologySkills) {
    const entry = byName.get(use.name) ?? {
      commodity: use.commodity,
      codes: new Set(),
      hot: false,
    };
    // O*NET files a handful of products under two classes; the first by code is kept.
    if (compareText(use.commodity, entry.commodity) < 0) entry.commodity = use.commodity;
    entry.codes.add(use.code);
    entry.hot ||= use.hot;
    byName.set(use.name, entry);
  }
  return [...byName]
    .sort(([a], [b]) => compareText(a, b))
    .map(([name, entry], id) => ({
      id,
      name,
      commodity: entry.commodity,
      occupations: entry.codes.size,
      hot: entry.hot,
    }));
}

/**
 * Rule SK2: an occupation with tasks but no skill or knowledge ratings in O*NET 29.3 (44 of them,
 * Software Developers among them) borrows the ratings of its closest related occupation that has
 * them, preferring one of the same SOC minor group; the record names the lender.
 */
function lenderOf(
  occupation: OccupationRecord,
  rated: ReadonlySet<string>,
  minorGroupOf: ReadonlyMap<string, string>,
): string | null {
  if (occupation.jobZone === null) return null;
  const candidates = occupation.related.map((r) => r.code).filter((code) => rated.has(code));
  return (
    candidates.find((code) => minorGroupOf.get(code) === occupation.minorGroup) ??
    candidates[0] ??
    null
  );
}

function importanceOf(
  code: string,
  elements: readonly ElementRecord[],
  s: Sources,
): (number | null)[] | null {
  const skills = s.skills.importance.get(code);
  const knowledge = s.knowledge.importance.get(code);
  if (!skills && !knowledge) return null;
  return elements.map((element) => {
    const value = (element.kind === 'skill' ? skills : knowledge)?.get(element.id);
    return value === undefined ? null : round4(value);
  });
}

export function assembleSkills(s: Sources, occupations: readonly OccupationRecord[]): BuiltSkills {
  const elements = elementsOf(s);
  const technologies = technologiesOf(s);
  const technologyId = new Map(technologies.map((t) => [t.name, t.id]));
  const usesByCode = new Map<string, Map<number, number>>();
  for (const use of s.technologySkills) {
    const uses = usesByCode.get(use.code) ?? new Map<number, number>();
    const id = technologyId.get(use.name)!;
    const flags = (use.hot ? TECHNOLOGY_HOT : 0) | (use.inDemand ? TECHNOLOGY_IN_DEMAND : 0);
    uses.set(id, (uses.get(id) ?? 0) | flags);
    usesByCode.set(use.code, uses);
  }
  const rated = new Set([...s.skills.importance.keys(), ...s.knowledge.importance.keys()]);
  const minorGroupOf = new Map(occupations.map((o) => [o.code, o.minorGroup]));
  const commodities = new Map(s.technologySkills.map((t) => [t.commodity, t.commodityTitle]));
  return {
    reference: {
      elements,
      commodities: [...commodities]
        .sort(([a], [b]) => compareText(a, b))
        .map(([code, name]) => ({
          code,
          name,
          nameZh: s.editorial.commoditiesZh.get(code) ?? null,
        })),
    },
    technologies,
    occupations: occupations.map((occupation) => {
      const lender = rated.has(occupation.code) ? null : lenderOf(occupation, rated, minorGroupOf);
      return {
        code: occupation.code,
        importance: importanceOf(lender ?? occupation.code, elements, s),
        importanceFrom: lender,
        technologies: [...(usesByCode.get(occupation.code) ?? [])].sort(([a], [b]) => a - b),
      };
    }),
  };
}

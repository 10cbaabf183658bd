import type { KnowledgeBase } from './load-knowledge';
import { loadSkills } from './load-skills';

/**
 * How alike two occupations are in what they ask of a person, from the O*NET importance ratings
 * of the 35 skills and the 33 knowledge areas: each rating is centred on its mean over the rated
 * occupations, each occupation's skills and its knowledge are then correlated with the other's,
 * and the knowledge correlation counts twice.
 *
 * Why each step. Raw ratings all point the same way (every job rates Reading Comprehension above
 * 2), so a raw cosine finds a nurse 0.92 alike to an underground mining machine operator; centred
 * on the mean, a rating says "more or less than most jobs" (that pair: −0.39). Correlating within
 * the occupation as well takes out its overall level, so a chef, who rates most things higher
 * than a cook, still matches the cook on what matters most to both (0.79, where centring alone
 * gives 0.24). Knowledge says which field a job is in, skills how it is done: a shuttle driver
 * shares the operating skills of a mining machine operator but not the transportation and
 * customer-service knowledge (0.29). With knowledge at two thirds, O*NET's own Primary-Short
 * related occupations rank on average at the 97.1th percentile of every occupation's neighbours,
 * against 96.6 with skills and knowledge alike and 90.5 with skills alone.
 */
export interface SkillProfiles {
  /** −1 to 1; null when either occupation has no ratings (the "All Other" and military codes). */
  similarity(a: string, b: string): number | null;
}

interface Profile {
  skills: Float64Array;
  knowledge: Float64Array;
}

const SKILLS_WEIGHT = 1 / 3;

const built = new WeakMap<KnowledgeBase, SkillProfiles>();

/** The values less their own mean, scaled to length 1, so a dot product is a correlation. */
function unit(values: readonly number[]): Float64Array {
  const result = new Float64Array(values.length);
  let own = 0;
  for (const value of values) own += value / values.length;
  let norm = 0;
  values.forEach((value, i) => {
    result[i] = value - own;
    norm += (value - own) ** 2;
  });
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < result.length; i += 1) result[i]! /= norm;
  return result;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

export function skillProfiles(knowledge: KnowledgeBase): SkillProfiles {
  const cached = built.get(knowledge);
  if (cached) return cached;
  const skills = loadSkills(knowledge);
  const isSkill = skills.elements.map((element) => element.kind === 'skill');
  // A missing rating (19 of some 63,000) reads as the scale's floor, "not important".
  const rated = [...skills.byCode.values()].flatMap(({ code, importance, importanceFrom }) =>
    importance
      ? [{ code, own: importanceFrom === null, values: importance.map((value) => value ?? 1) }]
      : [],
  );
  // The mean is taken over occupations with ratings of their own, so a borrowed set counts once.
  const own = rated.filter((occupation) => occupation.own);
  const mean = isSkill.map(
    (_, i) => own.reduce((sum, occupation) => sum + occupation.values[i]!, 0) / own.length,
  );
  const profiles = new Map<string, Profile>();
  for (const { code, values } of rated) {
    const centred = values.map((value, i) => value - mean[i]!);
    profiles.set(code, {
      skills: unit(centred.filter((_, i) => isSkill[i])),
      knowledge: unit(centred.filter((_, i) => !isSkill[i])),
    });
  }
  const result: SkillProfiles = {
    similarity(a, b) {
      const first = profiles.get(a);
      const second = profiles.get(b);
      if (!first || !second) return null;
      return (
        SKILLS_WEIGHT * dot(first.skills, second.skills) +
        (1 - SKILLS_WEIGHT) * dot(first.knowledge, second.knowledge)
      );
    },
  };
  built.set(knowledge, result);
  return result;
}

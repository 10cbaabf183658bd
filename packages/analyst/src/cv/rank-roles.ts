import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { SkillsBase } from '../knowledge/load-skills';
import {
  TECHNOLOGY_HOT,
  TECHNOLOGY_IN_DEMAND,
  type OccupationRecord,
  type RelatednessTier,
} from '../knowledge/types';
import { monthIndex, type YearMonth } from './date-ranges';
import { ZONE_OF_LEVEL } from './read-education';
import type { CvReading } from './read-cv';
import type { RoleFinding } from './read-roles';

/**
 * How well each occupation fits the person the CV describes, from five kinds of evidence: the
 * titles they held (the strongest), the software they use, the skills and knowledge their lines
 * show, the work activities they describe, and whether their education reaches the occupation's
 * job zone. The weights are ours, chosen on the evaluation CVs and written down in METHODOLOGY.md.
 */
export const FIT_WEIGHTS = { title: 0.45, technology: 0.25, skills: 0.2, activities: 0.1 } as const;

export interface FitComponents {
  title: number;
  technology: number;
  skills: number;
  activities: number;
  /** Multiplier (0.65–1) for a job zone the person's education does not yet reach. */
  zone: number;
}

export interface OccupationFit {
  code: string;
  fit: number;
  components: FitComponents;
  /** The CV roles whose titles point at this occupation, by index in reading.roles. */
  titleRoles: number[];
  /** The licences that qualify for this occupation, by index in reading.licences. */
  licences: number[];
  /** The held occupation O*NET relates this one to, when that is where its title score came from. */
  relatedTo: string | null;
}

/** How much each kind of title counts: what one holds now counts most, what one seeks least. */
function roleWeight(role: RoleFinding, latestEnd: number, asOf: YearMonth): number {
  if (role.kind === 'headline') return 0.9;
  if (role.kind === 'target') return 0.45;
  const end = role.end === 'present' ? monthIndex(asOf) : role.end ? monthIndex(role.end) : null;
  const yearsAgo = end === null ? 0 : Math.max(0, latestEnd - end) / 12;
  const recency = Math.pow(0.88, yearsAgo);
  const duration = role.months === null ? 0.85 : Math.min(1, 0.7 + role.months / 80);
  return recency * duration * (role.internship ? 0.55 : 1);
}

/**
 * A licence counts as much as a title one holds now when its occupation asks for as much
 * preparation as the job one holds, or more (a new nurse working as a care assistant, an
 * electrician under a generic title): it says what the person may do today. Below the job one
 * holds (a head chef's cook certificate, a logistician's truck licence), it counts as a title held
 * before.
 */
const LICENCE_WEIGHT = { stepUp: 1, beside: 0.85 } as const;

/** The job held now, or the latest one ended, as the occupation its title names. */
function currentHeldCode(roles: readonly RoleFinding[]): string | null {
  const held = roles.filter((r) => r.kind === 'held' && r.end && !r.internship);
  const end = (r: RoleFinding) => (r.end === 'present' ? Infinity : monthIndex(r.end as YearMonth));
  const latest = held.sort((a, b) => end(b) - end(a))[0];
  return latest?.job.occupations[0]?.code ?? null;
}

const TIER_WEIGHT: Record<RelatednessTier, number> = {
  'Primary-Short': 0.62,
  'Primary-Long': 0.48,
  Supplemental: 0.36,
};

function titleScores(reading: CvReading, asOf: YearMonth, knowledge: KnowledgeBase) {
  const ends = reading.roles
    .filter((r) => r.kind === 'held' && r.end)
    .map((r) => (r.end === 'present' ? monthIndex(asOf) : monthIndex(r.end as YearMonth)));
  const latestEnd = ends.length ? Math.max(...ends) : monthIndex(asOf);
  const direct = new Map<
    string,
    { score: number; extra: number; roles: number[]; licences: number[] }
  >();
  const entryOf = (code: string) => {
    const entry = direct.get(code) ?? { score: 0, extra: 0, roles: [], licences: [] };
    direct.set(code, entry);
    return entry;
  };
  const add = (entry: { score: number; extra: number }, score: number) => {
    entry.extra += Math.min(entry.score, score);
    entry.score = Math.max(entry.score, score);
  };
  const related = new Map<string, { score: number; from: string }>();
  reading.roles.forEach((role, index) => {
    const weight = roleWeight(role, latestEnd, asOf);
    for (const [rank, occupation] of role.job.occupations.entries()) {
      const entry = entryOf(occupation.code);
      add(entry, weight * occupation.score * (rank === 0 ? 1 : 0.97));
      entry.roles.push(index);
    }
    const top = role.job.occupations[0];
    if (!top || role.kind === 'target') return;
    for (const link of knowledge.byCode.get(top.code)?.related ?? []) {
      const score = weight * (TIER_WEIGHT[link.tier] - 0.015 * (link.index - 1));
      if (score > (related.get(link.code)?.score ?? 0))
        related.set(link.code, { score, from: top.code });
    }
  });
  const current = currentHeldCode(reading.roles);
  const currentZone = current ? (knowledge.byCode.get(current)?.jobZone ?? null) : null;
  reading.licences.forEach((licence, index) => {
    for (const [rank, code] of licence.codes.entries()) {
      // A nurse's licence beside an ICU nurse's title is evidence for that title's occupation.
      const target = current?.slice(0, 7) === code.slice(0, 7) ? current : code;
      const zone = knowledge.byCode.get(target)?.jobZone ?? null;
      const isStepUp =
        target === current || currentZone === null || zone === null || zone >= currentZone;
      const entry = entryOf(target);
      add(entry, LICENCE_WEIGHT[isStepUp ? 'stepUp' : 'beside'] * (rank === 0 ? 1 : 0.97));
      entry.licences.push(index);
    }
  });
  return { direct, related };
}

/** Inverse document frequency of each technology across the 923 occupations that list any. */
function technologyScore(
  cvTechnologies: ReadonlySet<number>,
  cvClasses: ReadonlySet<string>,
  code: string,
  skills: SkillsBase,
  idf: (id: number) => number,
): number {
  const uses = skills.byCode.get(code)?.technologies ?? [];
  if (uses.length === 0 || (cvTechnologies.size === 0 && cvClasses.size === 0)) return 0;
  let shown = 0;
  let used = 0;
  let topTotal = 0;
  let topShown = 0;
  const classes = new Set<string>();
  const ranked = uses
    .map(([id, flags]) => {
      const boost =
        1 + (flags & TECHNOLOGY_IN_DEMAND ? 0.4 : 0) + (flags & TECHNOLOGY_HOT ? 0.2 : 0);
      return { id, weight: idf(id) * boost };
    })
    .sort((a, b) => b.weight - a.weight);
  for (const [i, { id, weight }] of ranked.entries()) {
    classes.add(skills.technologies[id]!.commodity);
    if (!cvTechnologies.has(id)) continue;
    used += weight;
    if (i < 20) topShown += weight;
  }
  for (const { weight } of ranked.slice(0, 20)) topTotal += weight;
  for (const id of cvTechnologies) shown += idf(id);
  for (const commodity of cvClasses) {
    shown += 1;
    if (classes.has(commodity)) used += 1;
  }
  const precision = shown > 0 ? Math.min(1, used / shown) : 0;
  const recall = topTotal > 0 ? topShown / topTotal : 0;
  return precision * (0.55 + 0.45 * Math.min(1, recall * 2));
}

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [key, value] of a) {
    na += value * value;
    dot += value * (b.get(key) ?? 0);
  }
  for (const value of b.values()) nb += value * value;
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/** The person's preparation on O*NET's job-zone scale, from education and years of work. */
export function personZone(reading: CvReading): number | null {
  const years = (reading.monthsOfExperience ?? 0) / 12;
  const byEducation = reading.education ? ZONE_OF_LEVEL[reading.education.level] : null;
  if (byEducation === null) return years >= 8 ? 4 : years >= 3 ? 3 : null;
  return Math.min(5, byEducation + (years >= 10 && byEducation < 4 ? 1 : 0));
}

function zoneFactor(person: number | null, occupation: OccupationRecord): number {
  if (occupation.jobZone === null) return 0.9;
  if (person === null) return occupation.jobZone >= 5 ? 0.85 : 1;
  const short = occupation.jobZone - person;
  if (short >= 2) return 0.65;
  if (short === 1) return 0.9;
  return person - occupation.jobZone >= 3 ? 0.85 : 1;
}

/** Every occupation with enough data to judge, scored; the caller keeps the best. */
export function rankOccupations(
  reading: CvReading,
  asOf: YearMonth,
  knowledge: KnowledgeBase,
  skills: SkillsBase,
): OccupationFit[] {
  const { direct, related } = titleScores(reading, asOf, knowledge);
  const cvTechnologies = new Set<number>();
  const cvClasses = new Set<string>();
  for (const { value } of reading.technologies) {
    if (value.kind === 'technology') cvTechnologies.add(value.id);
    else cvClasses.add(value.code);
  }
  const occupationCount = skills.byCode.size;
  const idf = (id: number) =>
    Math.log((occupationCount + 1) / (1 + (skills.technologies[id]?.occupations ?? 0)));

  const elementLines = new Map<string, Set<number>>();
  for (const { value, line } of reading.elements) {
    elementLines.set(value, (elementLines.get(value) ?? new Set()).add(line));
  }
  const cvElements = new Map(
    [...elementLines].map(([id, lines]) => [id, 1 - Math.pow(0.6, lines.size)]),
  );
  const activityLines = new Map<string, number>();
  for (const { value } of reading.activities) {
    activityLines.set(value, (activityLines.get(value) ?? 0) + 1);
  }
  const cvActivities = new Map([...activityLines].map(([id, n]) => [id, 1 - Math.pow(0.5, n)]));
  const zone = personZone(reading);

  const fits: OccupationFit[] = [];
  for (const occupation of knowledge.occupations) {
    const own = skills.byCode.get(occupation.code);
    const titled = direct.get(occupation.code);
    if (!own?.importance && !titled) continue;
    const near = related.get(occupation.code);
    const directScore = titled ? Math.min(1, titled.score + 0.15 * Math.min(1, titled.extra)) : 0;
    const title = Math.max(directScore, near?.score ?? 0);
    const importance = new Map<string, number>();
    own?.importance?.forEach((value, i) => {
      if (value !== null) importance.set(skills.elements[i]!.id, Math.max(0, value - 2) / 3);
    });
    const activities = new Map(occupation.iwas.map((iwa) => [iwa.id, iwa.weight]));
    const components: FitComponents = {
      title,
      technology: technologyScore(cvTechnologies, cvClasses, occupation.code, skills, idf),
      skills: cosine(cvElements, importance),
      activities: cosine(cvActivities, activities),
      // A licence for the occupation is the preparation it asks for, whatever the degree says.
      zone: titled?.licences.length ? 1 : zoneFactor(zone, occupation),
    };
    const raw =
      FIT_WEIGHTS.title * components.title +
      FIT_WEIGHTS.technology * components.technology +
      FIT_WEIGHTS.skills * components.skills +
      FIT_WEIGHTS.activities * components.activities;
    fits.push({
      code: occupation.code,
      fit: Math.round(100 * Math.min(1, (raw / 0.85) * components.zone)),
      components,
      titleRoles: titled?.roles ?? [],
      licences: titled?.licences ?? [],
      relatedTo: !titled || (near && near.score > directScore) ? (near?.from ?? null) : null,
    });
  }
  return fits.sort(
    (a, b) =>
      b.fit - a.fit || b.components.title - a.components.title || (a.code < b.code ? -1 : 1),
  );
}

import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { OccupationSkills } from '../knowledge/types';
import { TECHNOLOGY_HOT, TECHNOLOGY_IN_DEMAND } from '../knowledge/types';
import { analystContext } from '../analysis/analyst-context';
import { annualWage } from '../analysis/labor-baselines';
import { FORMULA_VERSION } from '../scoring/formula';
import {
  CV_RECORD_VERSION,
  type CvEvidenceRecord,
  type CvGapRecord,
  type CvProfileRecord,
  type CvRecord,
  type CvRoleRecord,
  type TechnologyRef,
} from './cv-record';
import { judgeCv } from './cv-verdict';
import type { YearMonth } from './date-ranges';
import { ELEMENT_PHRASES } from './lexicon/element-phrases';
import { buildPhraseMatcher, matchPhrases } from './phrase-matcher';
import { rankOccupations, type OccupationFit } from './rank-roles';
import { cvReader, readCv, type CvReading } from './read-cv';
import type { RoleFinding } from './read-roles';
import { isKindOfSoftware, type TechnologyTarget } from './technology-index';
import { readCvPlace } from './read-place';

export interface AnalyzeCvOptions {
  /** The month "present" stands for; the analysis's own date keeps the result reproducible. */
  asOf: YearMonth;
  /** Credit mode: every role also gets a plan for its gaps. */
  withGapPlan: boolean;
}

export type AnalyzeCvOutcome =
  { kind: 'analysis'; record: CvRecord } | { kind: 'empty' } | { kind: 'not_a_cv' };

/** How many roles the result lists. */
export const ROLE_COUNT = 10;
/** A role "needs me" only with at least this fit. */
const NEEDS_ME_FIT = 55;
/** …and a rate at least this many points below the current occupation's. */
const NEEDS_ME_LOWER_RATE = 5;
/** Basic skills every job rates as important; naming them as a gap would tell nobody anything. */
const UNIVERSAL_SKILLS = new Set(['2.A.1.a', '2.A.1.b', '2.A.1.d', '2.A.2.a', '2.A.2.b']);
const MAX_ELEMENT_GAPS = 3;
const MAX_TECHNOLOGY_GAPS = 2;
export const GAP_IMPORTANCE = 3.5;
/** A technology more occupations than this list is no telling gap (Office, Outlook, a browser). */
const GENERIC_TECHNOLOGY_REACH = 250;
const WORK_EVIDENCE = new Set(['experience', 'internship', 'projects', 'skills', 'volunteer']);
/** Contact details never leave the CV: cited lines keep their words, not addresses or numbers. */
const CONTACT = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /(?:https?:\/\/|www\.)\S+/gi];
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;
const YEAR = /^(?:19|20)\d{2}$/;

/**
 * A run of digits a phone pattern fits that is really dates ("2016.07-2019.06", "2019-07-01",
 * "2019 - 05"): every number a year or at most two digits, and at least one a year.
 */
function isDates(found: string): boolean {
  const numbers = found.match(/\d+/g) ?? [];
  return numbers.some((n) => YEAR.test(n)) && numbers.every((n) => n.length <= 2 || YEAR.test(n));
}

export function maskContact(text: string): string {
  const masked = CONTACT.reduce((line, pattern) => line.replace(pattern, '…'), text);
  return masked.replace(PHONE, (found) => (isDates(found) ? found : '…'));
}

const techRef = (target: TechnologyTarget): TechnologyRef =>
  target.kind === 'technology' ? `t:${target.id}` : `c:${target.code}`;

const monthText = (date: { year: number; month: number | null }) =>
  date.month === null ? String(date.year) : `${date.year}-${String(date.month).padStart(2, '0')}`;

/** The occupation the person holds now: the running job, else the latest, else the headline. */
export function currentRole(roles: readonly RoleFinding[]): RoleFinding | null {
  const held = roles.filter((r) => r.kind === 'held');
  const running = held.filter((r) => r.end === 'present');
  const pick = (list: RoleFinding[]) =>
    [...list].sort((a, b) => Number(a.internship) - Number(b.internship))[0] ?? null;
  if (running.length > 0) return pick(running);
  const ended = held
    .filter((r) => r.end && r.end !== 'present')
    .sort((a, b) => String(b.end).localeCompare(String(a.end)));
  return ended[0] ?? roles.find((r) => r.kind === 'headline') ?? held[0] ?? null;
}

export function profileOf(reading: CvReading, knowledge: KnowledgeBase): CvProfileRecord {
  const reader = cvReader(knowledge);
  const byLines = <T extends { value: string; line: number }>(findings: readonly T[]) => {
    const lines = new Map<string, Set<number>>();
    for (const f of findings) lines.set(f.value, (lines.get(f.value) ?? new Set()).add(f.line));
    return [...lines].map(([id, set]) => ({ id, lines: [...set].sort((a, b) => a - b) }));
  };
  const technologies = new Map<TechnologyRef, { ref: TechnologyRef; line: number; hot: boolean }>();
  for (const { value, line } of reading.technologies) {
    const ref = techRef(value);
    if (technologies.has(ref)) continue;
    const hot = value.kind === 'technology' && (reader.skills.technologies[value.id]?.hot ?? false);
    technologies.set(ref, { ref, line, hot });
  }
  const education = reading.education;
  const fieldElements = education?.field
    ? [...new Set(matchPhrases(education.field, fieldMatcher()).flatMap((hit) => hit.values))]
    : [];
  return {
    roles: reading.roles.map((role) => ({
      title: role.title,
      line: role.line,
      dateLine: role.dateLine,
      start: role.start ? monthText(role.start) : null,
      end: role.end === 'present' ? 'present' : role.end ? monthText(role.end) : null,
      months: role.months,
      internship: role.internship,
      kind: role.kind,
      code: role.job.occupations[0]?.code ?? null,
    })),
    months: reading.monthsOfExperience,
    experienceSource: reading.experienceSource,
    experienceLine: reading.experienceLine,
    education: education
      ? {
          level: education.level,
          field: education.field,
          line: education.line,
          elements: fieldElements,
        }
      : null,
    licences: reading.licences.map(({ text, codes, line }) => ({ text, codes, line })),
    languages: reading.languages.map(({ code, level, line }) => ({ code, level, line })),
    place: readCvPlace(reading),
    technologies: [...technologies.values()],
    elements: byLines(reading.elements),
    activities: byLines(reading.activities),
  };
}

let fieldMatcherCache: ReturnType<typeof buildPhraseMatcher<string>> | null = null;
/** Knowledge areas a field of study names ("Computer Science" → Computers and Electronics). */
function fieldMatcher() {
  fieldMatcherCache ??= buildPhraseMatcher(
    Object.entries(ELEMENT_PHRASES)
      .filter(([id]) => id.startsWith('2.C'))
      .flatMap(([id, phrases]) =>
        [...phrases.en, ...phrases.zh].map((p): [string, string] => [p, id]),
      ),
  );
  return fieldMatcherCache;
}

export interface RoleContext {
  reading: CvReading;
  profile: CvProfileRecord;
  knowledge: KnowledgeBase;
}

export function importanceOf(
  own: OccupationSkills | undefined,
  elementIndex: ReadonlyMap<string, number>,
) {
  return (id: string) => {
    const i = elementIndex.get(id);
    return i === undefined ? null : (own?.importance?.[i] ?? null);
  };
}

function evidenceFor(fit: OccupationFit, context: RoleContext): CvEvidenceRecord[] {
  const { reading, profile, knowledge } = context;
  const skills = cvReader(knowledge).skills;
  const own = skills.byCode.get(fit.code);
  const importance = importanceOf(own, skills.elementIndex);
  const evidence: CvEvidenceRecord[] = [];
  const usedLines = new Set<number>();
  const push = (item: CvEvidenceRecord, limit: number) => {
    if (evidence.filter((e) => e.kind === item.kind).length >= limit) return;
    if (usedLines.has(item.line) && item.kind !== 'title') return;
    usedLines.add(item.line);
    evidence.push(item);
  };
  for (const index of fit.titleRoles) {
    const role = reading.roles[index];
    if (role) push({ kind: 'title', line: role.line, ref: fit.code }, 2);
  }
  for (const index of fit.licences) {
    const licence = reading.licences[index];
    if (licence) push({ kind: 'licence', line: licence.line, ref: fit.code }, 1);
  }
  if (fit.titleRoles.length === 0 && fit.licences.length === 0 && fit.relatedTo) {
    const role = reading.roles.find((r) => r.job.occupations[0]?.code === fit.relatedTo);
    if (role) push({ kind: 'related', line: role.line, ref: fit.relatedTo }, 1);
  }
  const uses = new Map((own?.technologies ?? []).map(([id, flags]) => [id, flags]));
  const classes = new Set(
    (own?.technologies ?? []).map(([id]) => skills.technologies[id]?.commodity ?? ''),
  );
  const technologies = profile.technologies
    .filter(({ ref }) =>
      ref.startsWith('t:') ? uses.has(Number(ref.slice(2))) : classes.has(ref.slice(2)),
    )
    .sort((a, b) => techWeight(b.ref, skills) - techWeight(a.ref, skills));
  for (const { ref, line } of technologies) push({ kind: 'technology', line, ref }, 2);
  const elements = profile.elements
    .map((e) => ({ ...e, importance: importance(e.id) ?? 0 }))
    .filter((e) => e.importance >= GAP_IMPORTANCE)
    .sort((a, b) => b.importance - a.importance || (a.id < b.id ? -1 : 1));
  // A skill is best shown by a line of work, not by a sentence of the summary.
  const section = new Map(reading.lines.map((line) => [line.n, line.section]));
  const workFirst = (lines: readonly number[]) =>
    lines.find((n) => WORK_EVIDENCE.has(section.get(n) ?? 'other')) ?? lines[0]!;
  for (const { id, lines } of elements)
    push({ kind: 'element', line: workFirst(lines), ref: id }, 2);
  const iwas = new Set(knowledge.byCode.get(fit.code)?.iwas.map((i) => i.id) ?? []);
  for (const { id, lines } of profile.activities) {
    if (iwas.has(id)) push({ kind: 'activity', line: lines[0]!, ref: id }, 2);
  }
  const field = profile.education;
  const fieldElement = field?.elements.find((id) => (importance(id) ?? 0) >= 3);
  if (field && fieldElement) push({ kind: 'education', line: field.line, ref: fieldElement }, 1);
  return evidence;
}

function techWeight(ref: string, skills: ReturnType<typeof cvReader>['skills']): number {
  if (!ref.startsWith('t:')) return 0;
  const occupations = skills.technologies[Number(ref.slice(2))]?.occupations ?? 1000;
  return -occupations;
}

const ENGLISH_LANGUAGE = '2.C.7.a';
const FOREIGN_LANGUAGE = '2.C.7.b';

/**
 * What the CV's languages show without a phrase for them: a CV written in English, or one that
 * names English, shows English; a second language shows a foreign language.
 */
function languageElements({ reading, profile }: RoleContext): string[] {
  const codes = new Set(profile.languages.map((l) => l.code));
  const shown: string[] = [];
  if (reading.language === 'en' || codes.has('en')) shown.push(ENGLISH_LANGUAGE);
  if (codes.size >= 2) shown.push(FOREIGN_LANGUAGE);
  return shown;
}

export function gapsFor(code: string, context: RoleContext): CvGapRecord[] {
  const skills = cvReader(context.knowledge).skills;
  const own = skills.byCode.get(code);
  const shown = new Set(context.profile.elements.map((e) => e.id));
  for (const id of context.profile.education?.elements ?? []) shown.add(id);
  for (const id of languageElements(context)) shown.add(id);
  // O*NET has a skill and a knowledge area both named Mathematics: to a reader they are one, so
  // showing either fills both.
  const elementName = (id: string) => skills.elements[skills.elementIndex.get(id) ?? -1]?.name;
  const shownNames = new Set([...shown].map(elementName));
  for (const element of skills.elements) if (shownNames.has(element.name)) shown.add(element.id);
  const elementGaps = (own?.importance ?? [])
    .map((value, i) => ({ id: skills.elements[i]!.id, value }))
    .filter(
      (e): e is { id: string; value: number } =>
        e.value !== null &&
        e.value >= GAP_IMPORTANCE &&
        !shown.has(e.id) &&
        !UNIVERSAL_SKILLS.has(e.id),
    )
    .sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : 1))
    // One gap per name: the skill and the knowledge area Mathematics are one thing to learn.
    .filter(
      (e, i, list) => list.findIndex((other) => elementName(other.id) === elementName(e.id)) === i,
    )
    .slice(0, MAX_ELEMENT_GAPS)
    .map((e): CvGapRecord => ({
      kind: 'element',
      ref: e.id,
      importance: e.value,
      inDemand: false,
    }));
  const cvTechnologies = new Set(context.profile.technologies.map((t) => t.ref));
  const cvKinds = new Set(
    context.profile.technologies.map(({ ref }) =>
      ref.startsWith('t:')
        ? (skills.technologies[Number(ref.slice(2))]?.commodity ?? '')
        : ref.slice(2),
    ),
  );
  // A kind of software is shown by any product of that kind: "Manhattan SCALE" is a WMS.
  const isShown = (id: number) => {
    const technology = skills.technologies[id];
    return (
      cvTechnologies.has(`t:${id}`) ||
      Boolean(technology && isKindOfSoftware(technology.name) && cvKinds.has(technology.commodity))
    );
  };
  const technologyGaps = (own?.technologies ?? [])
    .filter(([id, flags]) => flags & (TECHNOLOGY_IN_DEMAND | TECHNOLOGY_HOT) && !isShown(id))
    .map(([id, flags]) => ({ id, flags, used: skills.technologies[id]?.occupations ?? 0 }))
    // Office software nearly every occupation lists says nothing about this one, even where
    // employers ask for it: nobody moves into a role by learning Excel.
    .filter(({ used }) => used <= GENERIC_TECHNOLOGY_REACH)
    // In-demand first, then hot, then the most widely used: a rare product is no first step.
    .sort(
      (a, b) =>
        Number(Boolean(b.flags & TECHNOLOGY_IN_DEMAND)) -
          Number(Boolean(a.flags & TECHNOLOGY_IN_DEMAND)) ||
        Number(Boolean(b.flags & TECHNOLOGY_HOT)) - Number(Boolean(a.flags & TECHNOLOGY_HOT)) ||
        b.used - a.used ||
        a.id - b.id,
    )
    // One gap per kind of software: QuickBooks and "Accounting software" are one thing to learn.
    .filter(
      ({ id }, i, list) =>
        list.findIndex(
          (other) =>
            skills.technologies[other.id]?.commodity === skills.technologies[id]?.commodity,
        ) === i,
    )
    .slice(0, MAX_TECHNOLOGY_GAPS)
    .map(({ id, flags }): CvGapRecord => ({
      kind: 'technology',
      ref: `t:${id}`,
      importance: null,
      inDemand: Boolean(flags & TECHNOLOGY_IN_DEMAND),
    }));
  return [...elementGaps, ...technologyGaps];
}

/**
 * Reads a CV and ranks the occupations that fit its author, with the evidence from their own
 * lines, the gaps, and each occupation's exposure and outlook. Deterministic: the same text and
 * `asOf` give the same record.
 */
export function analyzeCv(
  text: string,
  knowledge: KnowledgeBase,
  options: AnalyzeCvOptions,
): AnalyzeCvOutcome {
  const reader = cvReader(knowledge);
  const reading = readCv(text, options.asOf, reader);
  const verdict = judgeCv(text, reading, options.asOf);
  if (verdict.kind !== 'cv') return verdict;
  const context = analystContext(knowledge);
  const profile = profileOf(reading, knowledge);
  const fits = rankOccupations(reading, options.asOf, knowledge, reader.skills);
  const current = currentRole(reading.roles);
  const currentCode = current?.job.occupations[0]?.code ?? null;
  const chosen = fits.slice(0, ROLE_COUNT);
  const currentFit = fits.find((fit) => fit.code === currentCode);
  if (currentFit && !chosen.includes(currentFit)) chosen[chosen.length - 1] = currentFit;
  const currentRate =
    currentCode && context.scores.get(currentCode)?.studiesAvailable
      ? context.scores.get(currentCode)!.aiReplacementRate
      : null;
  const allChangePct = context.labor.all.changePct;
  const roleContext: RoleContext = { reading, profile, knowledge };

  const roles = chosen.map((fit): CvRoleRecord => {
    const occupation = knowledge.byCode.get(fit.code)!;
    const score = context.scores.get(fit.code)!;
    const rate = score.studiesAvailable > 0 ? score.aiReplacementRate : null;
    const projections = occupation.projections;
    const wages = occupation.wages;
    const isCurrent = fit.code === currentCode;
    const needsMe =
      !isCurrent &&
      fit.fit >= NEEDS_ME_FIT &&
      rate !== null &&
      projections !== null &&
      projections.changePct > allChangePct &&
      (currentRate === null ? rate < 50 : rate <= currentRate - NEEDS_ME_LOWER_RATE);
    return {
      code: fit.code,
      fit: fit.fit,
      components: fit.components,
      relatedTo: fit.relatedTo,
      isCurrent,
      needsMe,
      rate,
      studiesAvailable: score.studiesAvailable,
      confidence: score.confidence,
      outlook: {
        employment2024: projections?.employment2024 ?? null,
        changePct: projections?.changePct ?? null,
        openingsAnnual: projections?.openingsAnnual ?? null,
        medianWage: wages ? annualWage(wages) : null,
        wageRelease: wages?.release ?? null,
        wageTopCoded: Boolean(wages?.annualTopCoded || wages?.hourlyTopCoded),
        wageFromHourly: Boolean(
          wages && wages.medianAnnual === null && wages.medianHourly !== null,
        ),
      },
      evidence: evidenceFor(fit, roleContext),
      gaps: gapsFor(fit.code, roleContext),
    };
  });

  const cited = new Set<number>();
  for (const role of roles) for (const e of role.evidence) cited.add(e.line);
  for (const role of profile.roles) {
    cited.add(role.line);
    if (role.dateLine) cited.add(role.dateLine);
  }
  if (profile.education) cited.add(profile.education.line);
  for (const licence of profile.licences ?? []) cited.add(licence.line);
  if (profile.experienceLine) cited.add(profile.experienceLine);
  for (const language of profile.languages) cited.add(language.line);
  for (const technology of profile.technologies) cited.add(technology.line);
  for (const element of profile.elements) cited.add(element.lines[0]!);
  return {
    kind: 'analysis',
    record: {
      version: CV_RECORD_VERSION,
      asOf: monthText(options.asOf),
      cvLanguage: reading.language,
      linesRead: reading.lines.length,
      lines: reading.lines
        .filter((line) => cited.has(line.n))
        .map((line) => {
          // Contact details are found in the folded text (full-width digits too); a line that
          // has none is quoted in the person's own characters.
          const masked = maskContact(line.text);
          return { n: line.n, text: masked === line.text ? line.quote : masked };
        }),
      profile,
      currentCode,
      roles,
      allChangePct: Math.round(allChangePct * 10) / 10,
      withGapPlan: options.withGapPlan,
      versions: { formula: FORMULA_VERSION, data: context.dataVersion },
      prose: null,
      proseFallback: null,
    },
  };
}

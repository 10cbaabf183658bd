import { weightedObserved } from '../ai-use/ai-use';
import { INDUSTRY_ANALYSIS, JOBS } from '@irreplaceable/contracts/constants';
import { analystContext, type AnalystContext } from '../analysis/analyst-context';
import type { CvRecord } from '../cv/cv-record';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { loadSkills, type SkillsBase } from '../knowledge/load-skills';
import type { OccupationRecord } from '../knowledge/types';
import { TECHNOLOGY_HOT, TECHNOLOGY_IN_DEMAND } from '../knowledge/types';
import type { AiieRecord } from '../knowledge/industry-types';
import { FORMULA_VERSION } from '../scoring/formula';
import { chooseStaffing, sectorStaffing, type StaffingRow } from './choose-staffing';
import { lineage, related, sectorOf, type IndustryBase } from './industry-base';
import {
  INDUSTRY_RECORD_VERSION,
  type IndustryAiieRecord,
  type IndustryFactorRecord,
  type IndustryOccupationRecord,
  type IndustryRecord,
  type PersonalFitRecord,
} from './industry-record';

/** "Highly exposed": the upper half of the job pages' indicator (it steps at 25, 50 and 75). */
export const HIGH_EXPOSURE_RATE = JOBS.indicatorSteps[1] ?? 50;
/** Occupations shown in the mix, largest first. */
const SHOWN_OCCUPATIONS = 30;
/** Percent of the industry's employment from which an occupation counts as one of its own. */
const OWN_SHARE = 100 * INDUSTRY_ANALYSIS.minEntryShare;
/** An occupation a person may fit counts from a third of this share of its employment, percent. */
const COMMON_SHARE = 0.3;
const LIST_LENGTH = 6;
const FACTOR_LIMIT = 14;
/** The importance (1–5) from which a skill counts for an occupation: the scale's midpoint. */
const IMPORTANT = 3;

export interface PersonSide {
  /** A completed CV analysis of the person. */
  cv?: CvRecord | null;
  /** The O*NET code of the job they named, and the words they typed. */
  job?: { code: string; text: string } | null;
}

interface SocFigures {
  code: string;
  rate: number | null;
  occupation: OccupationRecord;
}

const socIndexes = new WeakMap<KnowledgeBase, Map<string, OccupationRecord[]>>();

/** O*NET occupations per SOC (and BLS aggregate) code, `.00` first. */
function occupationsBySoc(knowledge: KnowledgeBase): Map<string, OccupationRecord[]> {
  let index = socIndexes.get(knowledge);
  if (index) return index;
  index = new Map();
  for (const occupation of knowledge.occupations) {
    const list = index.get(occupation.soc) ?? [];
    list.push(occupation);
    index.set(occupation.soc, list);
  }
  for (const [nem, list] of knowledge.byNemCode) if (!index.has(nem)) index.set(nem, [...list]);
  for (const list of index.values()) {
    list.sort((a, b) => Number(!a.code.endsWith('.00')) - Number(!b.code.endsWith('.00')));
  }
  socIndexes.set(knowledge, index);
  return index;
}

/** The OEWS occupation's rate: the mean over its O*NET occupations that a study covers. */
function socFigures(soc: string, context: AnalystContext): SocFigures | null {
  const list = occupationsBySoc(context.knowledge).get(soc);
  const first = list?.[0];
  if (!list || !first) return null;
  const rates = list
    .map((o) => context.scores.get(o.code))
    .filter((s) => s !== undefined && s.studiesAvailable > 0)
    .map((s) => s!.aiReplacementRate);
  const rate = rates.length ? Math.round(rates.reduce((a, b) => a + b, 0) / rates.length) : null;
  return { code: first.code, rate, occupation: first };
}

function employmentOf(line: { employment: number | null; pct: number | null }, total: number) {
  if (line.employment !== null) return line.employment;
  return line.pct === null ? null : Math.round((line.pct / 100) * total);
}

/** Employment-weighted rate over a complete staffing, and the employment shares behind it. */
function weightedRate(
  staffing: { employment: number; rows: readonly StaffingRow[] },
  context: AnalystContext,
) {
  let weighted = 0;
  let covered = 0;
  let high = 0;
  for (const line of staffing.rows) {
    const employment = employmentOf(line, staffing.employment);
    const figures = socFigures(line.soc, context);
    if (employment === null || figures?.rate == null) continue;
    weighted += employment * figures.rate;
    covered += employment;
    if (figures.rate >= HIGH_EXPOSURE_RATE) high += employment;
  }
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    value: covered > 0 ? Math.round(weighted / covered) : 0,
    covered: round1((100 * covered) / staffing.employment),
    highShare: covered > 0 ? round1((100 * high) / covered) : 0,
  };
}

function percentile(values: readonly number[], value: number): number {
  const below = values.filter((v) => v < value).length;
  return Math.round((100 * below) / values.length);
}

/**
 * Felten et al.'s score for a NAICS 2022 code: the four-digit industry's own, else its nearest
 * ancestor's, else the plain mean of the four-digit industries under it (not employment-weighted,
 * since the scores come without employment).
 */
function aiieFor(code: string, base: IndustryBase): IndustryAiieRecord | null {
  const all = base.file.aiie;
  const make = (rows: readonly AiieRecord[], via: IndustryAiieRecord['via']) => {
    const aiie = rows.reduce((sum, row) => sum + row.aiie, 0) / rows.length;
    const lmRows = rows.filter((row) => row.lmAiie !== null);
    const lmAiie = lmRows.length
      ? lmRows.reduce((sum, row) => sum + (row.lmAiie ?? 0), 0) / lmRows.length
      : null;
    const round3 = (value: number) => Math.round(value * 1000) / 1000;
    return {
      via,
      from: rows.map((row) => ({ oews: row.oews, title: row.title, basis: row.basis })),
      aiie: round3(aiie),
      lmAiie: lmAiie === null ? null : round3(lmAiie),
      aiiePercentile: percentile(
        all.map((row) => row.aiie),
        aiie,
      ),
      lmPercentile:
        lmAiie === null
          ? null
          : percentile(
              all.flatMap((row) => (row.lmAiie === null ? [] : [row.lmAiie])),
              lmAiie,
            ),
    };
  };
  const own = base.aiieByCode.get(code);
  if (own?.length) return make(own, 'exact');
  for (const ancestor of lineage(base, code).slice(1)) {
    const rows = base.aiieByCode.get(ancestor.code);
    if (rows?.length) return make(rows, 'parent');
  }
  const under = all.filter((row) =>
    row.covers.some(
      (covered) => covered !== code && related(covered, code) && covered.length > code.length,
    ),
  );
  const sector = code.includes('-') || code.length === 2;
  const inside = sector ? all.filter((row) => row.covers.some((c) => sectorOf(c) === code)) : under;
  return inside.length ? make(inside, 'children') : null;
}

function occupationLine(
  line: StaffingRow,
  total: number | null,
  context: AnalystContext,
): IndustryOccupationRecord | null {
  const figures = socFigures(line.soc, context);
  if (!figures) return null;
  const projections = figures.occupation.projections;
  return {
    code: figures.code,
    soc: line.soc,
    employment: total === null ? line.employment : employmentOf(line, total),
    share: line.pct,
    rate: figures.rate,
    changePct: projections?.changePct ?? null,
    openings: projections?.openingsAnnual ?? null,
    jobZone: figures.occupation.jobZone,
    meanAnnual: line.meanAnnual,
    meanTopCoded: line.meanTopCoded,
  };
}

function factorsFor(
  code: string,
  lines: readonly IndustryOccupationRecord[],
  base: IndustryBase,
  knowledge: KnowledgeBase,
): IndustryFactorRecord[] {
  const specific: IndustryFactorRecord[] = [];
  const general: IndustryFactorRecord[] = [];
  // BLS states some factors once per ownership (private, state, local hospitals): one is enough.
  const seen = new Set<string>();
  for (const line of lines) {
    const nem = knowledge.byCode.get(line.code)?.projections?.nem ?? line.soc;
    for (const factor of base.factorsByNem.get(nem) ?? []) {
      const scope = factor.naics === null ? 'all' : related(factor.naics, code) ? 'industry' : null;
      if (!scope) continue;
      const key = [nem, factor.naics, factor.direction, factor.kinds, factor.drivers].join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const record: IndustryFactorRecord = {
        code: line.code,
        nem,
        industry: factor.industry,
        industryTitle: factor.industryTitle,
        naics: factor.naics !== null && base.naics.has(factor.naics) ? factor.naics : null,
        scope,
        direction: factor.direction,
        kinds: factor.kinds,
        drivers: factor.drivers,
      };
      (scope === 'industry' ? specific : general).push(record);
    }
  }
  const aiFirst = (a: IndustryFactorRecord, b: IndustryFactorRecord) =>
    Number(b.drivers.includes('ai')) - Number(a.drivers.includes('ai'));
  const generalShown = [...general].sort(aiFirst).slice(0, 4);
  return [...specific.slice(0, FACTOR_LIMIT - generalShown.length), ...generalShown];
}

function importanceVector(skills: SkillsBase, code: string): (number | null)[] | null {
  return skills.byCode.get(code)?.importance ?? null;
}

function cosine(a: readonly (number | null)[], b: readonly (number | null)[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * Where the person fits among the industry's common occupations: the CV analysis's own fit when
 * it ranked the occupation, otherwise how alike the two occupations' skill profiles are (cosine of
 * O*NET importance, rescaled so that alike-but-not-equal profiles spread over 0–100).
 */
function personalFit(
  person: PersonSide,
  lines: readonly IndustryOccupationRecord[],
  knowledge: KnowledgeBase,
): PersonalFitRecord | null {
  const cv = person.cv ?? null;
  const personCode = cv
    ? (cv.currentCode ?? cv.roles[0]?.code ?? null)
    : (person.job?.code ?? null);
  if (!cv && !person.job) return null;
  const skills = loadSkills(knowledge);
  const own = personCode ? importanceVector(skills, personCode) : null;
  const cvFits = new Map((cv?.roles ?? []).map((role) => [role.code, role.fit]));
  // A skills likeness is capped by how well the person fits their own occupation, so it never
  // outranks what the CV analysis itself found.
  const ownFit = personCode ? (cvFits.get(personCode) ?? 100) : 100;
  const candidates = lines.filter((line) => (line.share ?? 0) >= COMMON_SHARE / 3);
  const fits = candidates
    .map((line) => {
      const fromCv = cvFits.get(line.code);
      if (fromCv !== undefined)
        return { code: line.code, fit: fromCv, basis: 'cv' as const, share: line.share };
      const other = importanceVector(skills, line.code);
      if (!own || !other) return null;
      const similarity = cosine(own, other);
      const likeness = Math.max(0, Math.min(1, (similarity - 0.8) / 0.2));
      const fit = Math.round(likeness * ownFit);
      return { code: line.code, fit, basis: 'skills' as const, share: line.share };
    })
    .filter((fit): fit is NonNullable<typeof fit> => fit !== null)
    .sort((a, b) => b.fit - a.fit || (b.share ?? 0) - (a.share ?? 0))
    .slice(0, 5);
  const best = fits.find((fit) => fit.code !== personCode) ?? fits[0];
  const target = best ? importanceVector(skills, best.code) : null;
  const shown = new Set((cv?.profile.elements ?? []).map((element) => element.id));
  const carries: string[] = [];
  const learn: { id: string; need: number }[] = [];
  if (target) {
    skills.elements.forEach((element, index) => {
      const needed = target[index] ?? 0;
      if (needed < IMPORTANT) return;
      const mine = own?.[index] ?? 0;
      if (shown.has(element.id) || mine >= needed - 0.25) carries.push(element.id);
      else learn.push({ id: element.id, need: needed - mine });
    });
  }
  const cvTechnologies = new Set(
    (cv?.profile.technologies ?? []).flatMap((t) =>
      t.ref.startsWith('t:') ? [Number(t.ref.slice(2))] : [],
    ),
  );
  const ownTechnologies = new Set(
    (personCode ? (skills.byCode.get(personCode)?.technologies ?? []) : []).map(([id]) => id),
  );
  const learnTechnologies = best
    ? (skills.byCode.get(best.code)?.technologies ?? [])
        .filter(
          ([id, flags]) =>
            flags & (TECHNOLOGY_HOT | TECHNOLOGY_IN_DEMAND) &&
            !cvTechnologies.has(id) &&
            !(cv ? false : ownTechnologies.has(id)),
        )
        .sort(
          (a, b) =>
            (b[1] & TECHNOLOGY_IN_DEMAND) - (a[1] & TECHNOLOGY_IN_DEMAND) ||
            (skills.technologies[a[0]]?.occupations ?? 0) -
              (skills.technologies[b[0]]?.occupations ?? 0),
        )
        .slice(0, 4)
        .map(([id]) => id)
    : [];
  const importanceOf = (id: string) => target?.[skills.elementIndex.get(id) ?? -1] ?? 0;
  return {
    source: cv ? 'cv' : 'job',
    personCode,
    jobText: person.job?.text ?? null,
    fits,
    carries: carries.sort((a, b) => importanceOf(b) - importanceOf(a)).slice(0, 6),
    learn: learn
      .sort((a, b) => b.need - a.need || importanceOf(b.id) - importanceOf(a.id))
      .slice(0, 5)
      .map((item) => item.id),
    learnTechnologies,
    place: cv?.profile.place ?? null,
  };
}

/**
 * The industry analysis, figures only: who works in the industry's sector (OEWS May 2024), how
 * exposed those jobs are by our rate and by Felten et al.'s AIIE, what grows and shrinks with
 * BLS's stated factors, where to get in, and where the person fits. Deterministic: the same code,
 * person and data give the same record.
 */
export function analyzeIndustry(
  code: string,
  knowledge: KnowledgeBase,
  base: IndustryBase,
  options: { asOf: string; person?: PersonSide },
): IndustryRecord {
  const record = base.naics.get(code);
  if (!record) throw new Error(`Unknown NAICS code ${code}`);
  const context = analystContext(knowledge);
  const sectorCode = sectorOf(code);
  const sector = base.sectors.get(sectorCode);
  if (!sector) throw new Error(`No OEWS staffing for sector ${sectorCode}`);
  const staffing = chooseStaffing(code, base);
  const rate = weightedRate(staffing.full, context);
  // The four-digit top ten come as shares only: no employment is made up for them.
  const namedTotal = staffing.level === 'top10_4digit' ? null : staffing.full.employment;
  const lines = staffing.named
    .map((line) => occupationLine(line, namedTotal, context))
    .filter((line): line is IndustryOccupationRecord => line !== null);
  const size = base.sizes.get(code);
  // Ways in, growth and BLS's factors: only the industry's own occupations at the staffing used.
  const common = lines.filter((line) => (line.share ?? 0) >= OWN_SHARE);
  const withChange = common.filter((line) => line.changePct !== null);
  const byChange = [...withChange].sort(
    (a, b) => (b.changePct ?? 0) - (a.changePct ?? 0) || (b.employment ?? 0) - (a.employment ?? 0),
  );
  const growing = byChange.filter((line) => (line.changePct ?? 0) > 0).slice(0, LIST_LENGTH);
  const shrinking = [...byChange]
    .reverse()
    .filter((line) => (line.changePct ?? 0) < 0)
    .slice(0, LIST_LENGTH);
  const lowPreparation = common
    .filter((line) => line.jobZone !== null)
    .sort(
      (a, b) =>
        (a.jobZone ?? 9) - (b.jobZone ?? 9) ||
        (a.rate ?? 100) - (b.rate ?? 100) ||
        (b.share ?? 0) - (a.share ?? 0),
    )
    .slice(0, 5);
  const bestOutlook = withChange
    .filter((line) => (line.changePct ?? 0) > context.labor.all.changePct)
    .sort(
      (a, b) =>
        (b.openings ?? 0) * (1 + (b.changePct ?? 0) / 100) -
        (a.openings ?? 0) * (1 + (a.changePct ?? 0) / 100),
    )
    .slice(0, 5);
  const shown = lines.slice(0, SHOWN_OCCUPATIONS);
  const mentioned = new Set([
    ...shown.map((line) => line.code),
    ...growing.map((line) => line.code),
    ...shrinking.map((line) => line.code),
    ...lowPreparation.map((line) => line.code),
    ...bestOutlook.map((line) => line.code),
  ]);
  const personal = personalFit(options.person ?? {}, lines, knowledge);
  for (const fit of personal?.fits ?? []) mentioned.add(fit.code);
  return {
    version: INDUSTRY_RECORD_VERSION,
    asOf: options.asOf,
    code,
    sector: sectorCode,
    oewsSector: sector.oews,
    staffing: {
      level: staffing.level,
      code: staffing.code,
      coversPct: staffing.coversPct,
      fullLevel: staffing.full.level,
      fullCode: staffing.full.code,
    },
    employment: size
      ? {
          source: 'qcew',
          total: size.employment,
          meanAnnual: size.meanPay,
          establishments: size.establishments,
        }
      : {
          source: 'oews',
          total: staffing.full.employment,
          meanAnnual: staffing.full.meanAnnual,
          establishments: null,
        },
    rate: { ...rate, threshold: HIGH_EXPOSURE_RATE },
    observed: weightedObserved(
      staffing.full.rows.map((line) => ({
        code: line.soc,
        employment: employmentOf(line, staffing.full.employment),
      })),
      staffing.full.employment,
    ),
    sectorRates: base.file.sectors.map((other) => ({
      sector: other.naics,
      rate: weightedRate(sectorStaffing(other, base), context).value,
      employment: other.employment,
    })),
    aiie: aiieFor(code, base),
    aiieAll: base.file.aiie.map((row) => ({ oews: row.oews, aiie: row.aiie, lmAiie: row.lmAiie })),
    occupations: lines.filter((line) => mentioned.has(line.code)),
    growing: growing.map((line) => line.code),
    shrinking: shrinking.map((line) => line.code),
    factors: factorsFor(code, common, base, knowledge),
    entry: {
      lowPreparation: lowPreparation.map((line) => line.code),
      bestOutlook: bestOutlook.map((line) => line.code),
    },
    personal,
    allChangePct: Math.round(context.labor.all.changePct * 10) / 10,
    versions: { formula: FORMULA_VERSION, data: context.dataVersion },
    prose: null,
    proseFallback: null,
  };
}

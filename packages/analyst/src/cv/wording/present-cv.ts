import { tidyChinese } from '@irreplaceable/contracts/common/chinese-style';
import { observedExposureOf } from '../../ai-use/ai-use';
import { rateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TCvEvidence,
  TCvGap,
  TCvResult,
  TCvRole,
  TSource,
} from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { KnowledgeBase } from '../../knowledge/load-knowledge';
import { loadSkills } from '../../knowledge/load-skills';
import { getMatchIndex } from '../../matching/match-index';
import { BUILTIN_ENGINE } from '../../writing/engine';
import type { CvRecord, CvRoleRecord } from '../cv-record';
import { GAP_ADVICE } from '../lexicon/gap-advice';
import { LANGUAGE_NAMES } from '../read-languages';
import { isKindOfSoftware } from '../technology-index';
import { technologyName } from '../lexicon/technology-names';
import {
  EDUCATION_LEVEL_LABEL,
  EVIDENCE_PREFIX,
  LANGUAGE_LEVEL_LABEL,
  NO_RATE_NOTE,
} from './cv-labels';
import { profileSummary, roleWhy, type RoleNames } from './word-role';
import type { ChinaPlace } from '../../china/china-places';
import { chinaWagesAt, loadChinaWages } from '../../china/china-wages';

/** Sources behind every CV result: O*NET for the occupations, BLS for the outlook, the studies. */
const SOURCE_IDS = [
  'onet',
  'bls-ep',
  'bls-oews',
  'gpts-are-gpts',
  'frey-osborne',
  'felten-aioe',
  'microsoft-working-with-ai',
  'anthropic-economic-index',
];

export function namesFor(knowledge: KnowledgeBase, language: Language): RoleNames {
  const skills = loadSkills(knowledge);
  return {
    occupation: (code) => {
      const o = knowledge.byCode.get(code);
      return (language === 'zh' ? o?.titleZh : o?.title) ?? o?.title ?? code;
    },
    element: (id) => {
      const e = skills.elements[skills.elementIndex.get(id) ?? -1];
      return (language === 'zh' ? e?.nameZh : e?.name) ?? e?.name ?? id;
    },
    technology: (ref) => {
      if (ref.startsWith('t:')) {
        const name = skills.technologies[Number(ref.slice(2))]?.name;
        return name ? technologyName(name, language) : ref;
      }
      const c = skills.commodities.get(ref.slice(2));
      return (language === 'zh' ? c?.nameZh : c?.name) ?? c?.name ?? ref;
    },
    technologyGap: (ref) => {
      const product = ref.startsWith('t:') ? skills.technologies[Number(ref.slice(2))] : undefined;
      const kind = product && skills.commodities.get(product.commodity)?.nameZh;
      // "MEDITECH software" means little to a reader in China; "医疗软件（如 MEDITECH）" does. A
      // kind of software ("Accounting software") is named by its kind alone.
      if (language === 'zh' && product && kind)
        return isKindOfSoftware(product.name)
          ? kind
          : `${kind}（如 ${technologyName(product.name, language)}）`;
      return product ? technologyName(product.name, language) : ref;
    },
  };
}

function technologyGapStep(name: string, occupation: string, language: Language): string {
  return language === 'zh'
    ? `学会 ${name}：用它完成一个${occupation}日常会做的小任务，把成果放进作品集，并在简历技能栏写上“${name}（项目实践）”。`
    : `Learn ${name}: use it for one small task a ${occupation} would do, keep the result in a portfolio, and list "${name} (project)" in your skills.`;
}

interface WordingContext {
  record: CvRecord;
  names: RoleNames;
  knowledge: KnowledgeBase;
  lineText: (n: number) => string;
  language: Language;
}

function wordRole(context: WordingContext, role: CvRoleRecord): TCvRole {
  const { record, names, knowledge, lineText, language } = context;
  const occupation = names.occupation(role.code);
  const skills = (id: string) =>
    (id.startsWith('2.C') ? 'knowledge' : 'skill') as 'skill' | 'knowledge';
  const evidence = role.evidence.map((item): TCvEvidence => {
    const kind = item.kind === 'element' ? skills(item.ref) : item.kind;
    const matched =
      item.kind === 'title' || item.kind === 'licence' || item.kind === 'related'
        ? names.occupation(item.ref)
        : item.kind === 'technology'
          ? names.technology(item.ref)
          : item.kind === 'activity'
            ? activityName(knowledge, item.ref, language)
            : names.element(item.ref);
    return {
      kind,
      line: item.line,
      cv_text: lineText(item.line),
      matched: `${EVIDENCE_PREFIX[kind][language]} ${matched}`.replace('： ', '：'),
    };
  });
  const gaps = role.gaps.map((gap): TCvGap => ({
    kind: gap.kind === 'technology' ? 'technology' : skills(gap.ref),
    id: gap.ref,
    name: gap.kind === 'technology' ? names.technologyGap(gap.ref) : names.element(gap.ref),
    importance: gap.importance,
    in_demand: gap.inDemand,
  }));
  const prose =
    record.prose?.language === language
      ? record.prose.roles.find((r) => r.code === role.code)
      : undefined;
  // "a Web and Digital Interface Designers" does not read: the short singular name does.
  const shortName =
    language === 'zh'
      ? occupation
      : (getMatchIndex(knowledge).displayTitles.get(role.code) ?? occupation);
  const gapPlan = record.withGapPlan
    ? (prose?.gapPlan ??
      gaps.map((gap) =>
        gap.kind === 'technology'
          ? technologyGapStep(gap.name, shortName, language)
          : (GAP_ADVICE[gap.id]?.[language] ?? '').replaceAll('{occupation}', shortName),
      ))
    : null;
  return {
    occupation_code: role.code,
    title: occupation,
    fit: role.fit,
    fit_components: {
      title: Math.round(100 * role.components.title),
      technology: Math.round(100 * role.components.technology),
      skills: Math.round(100 * role.components.skills),
      activities: Math.round(100 * role.components.activities),
      preparation: Math.round(100 * role.components.zone),
    },
    is_current: role.isCurrent,
    needs_me: role.needsMe,
    why: prose?.why ?? roleWhy(record, role, names, language),
    ai_replacement_rate: role.rate,
    human_irreplaceability: role.rate === null ? null : 100 - role.rate,
    rate_unknown_reason: rateUnknownReason(role.rate),
    ai_rate_note: role.rate === null ? NO_RATE_NOTE[language] : null,
    rate_confidence: role.rate === null ? null : role.confidence,
    observed_exposure: observedExposureOf(role.code),
    outlook: {
      employment_2024: role.outlook.employment2024,
      employment_change_pct: role.outlook.changePct,
      openings_annual: role.outlook.openingsAnnual,
      median_wage: role.outlook.medianWage === null ? null : Math.round(role.outlook.medianWage),
      wage_release: role.outlook.wageRelease,
      wage_top_coded: role.outlook.wageTopCoded,
      wage_from_hourly: role.outlook.wageFromHourly,
      source_ids: [
        ...(role.outlook.changePct !== null ? ['bls-ep'] : []),
        ...(role.outlook.medianWage !== null ? ['bls-oews'] : []),
      ],
    },
    ...chinaWagesOf(role.code, record.profile.place ?? null, language),
    evidence,
    gaps,
    gap_plan: gapPlan,
    job_zone: knowledge.byCode.get(role.code)?.jobZone ?? null,
    job_id: null,
  };
}

/** China's figures for where the CV places its author, else every region's. */
function chinaWagesOf(code: string, place: ChinaPlace | null, language: Language) {
  const { levels, note } = chinaWagesAt(loadChinaWages(), code, language, place);
  return { china_wages: levels, china_wages_note: note };
}

function activityName(knowledge: KnowledgeBase, id: string, language: Language): string {
  const iwa = knowledge.iwaById.get(id);
  return (language === 'zh' ? iwa?.nameZh : iwa?.name) ?? iwa?.name ?? id;
}

/**
 * The stored record worded in the reader's language. A model's prose is used when it was
 * written in this language; otherwise our own wording, labelled as the built-in analyst's.
 */
export function presentCvRecord(
  record: CvRecord,
  language: Language,
  knowledge: KnowledgeBase,
): TCvResult {
  const names = namesFor(knowledge, language);
  const lines = new Map(record.lines.map((line) => [line.n, line.text]));
  const lineText = (n: number) => lines.get(n) ?? '';
  const prose = record.prose?.language === language ? record.prose : null;
  const profile = record.profile;
  const sources: TSource[] = SOURCE_IDS.flatMap((id) => {
    const source = knowledge.meta.sources.find((s) => s.id === id);
    return source ? [{ id, name: source.name, url: source.url }] : [];
  });
  const result: TCvResult = {
    engine: prose?.engine ?? {
      ...BUILTIN_ENGINE[language],
      fallback_reason: record.proseFallback,
      ...(record.proseFallbackKind && { fallback_kind: record.proseFallbackKind }),
    },
    written_in: language,
    profile: {
      summary: prose?.summary ?? profileSummary(record, names, knowledge, language),
      years_experience: profile.months === null ? null : Math.round(profile.months / 1.2) / 10,
      years_source: profile.experienceSource,
      education: profile.education
        ? {
            level: profile.education.level,
            level_label: EDUCATION_LEVEL_LABEL[profile.education.level][language],
            field: profile.education.field,
            line: profile.education.line,
          }
        : null,
      titles: profile.roles.map((role) => ({
        title: role.title,
        occupation_code: role.code,
        occupation_title: role.code ? names.occupation(role.code) : null,
        start: role.start,
        end: role.end,
        months: role.months,
        internship: role.internship,
        kind: role.kind,
        line: role.line,
      })),
      languages: profile.languages.map((l) => ({
        code: l.code,
        name: LANGUAGE_NAMES[l.code]?.[language] ?? l.code,
        level: l.level,
        level_label: l.level ? LANGUAGE_LEVEL_LABEL[l.level][language] : null,
        line: l.line,
      })),
      skills: profile.elements.map((e) => ({
        id: e.id,
        kind: e.id.startsWith('2.C') ? ('knowledge' as const) : ('skill' as const),
        name: names.element(e.id),
        lines: e.lines,
      })),
      technologies: profile.technologies.map((t) => ({
        name: names.technology(t.ref),
        line: t.line,
        hot: t.hot,
      })),
      lines_read: record.linesRead,
      cv_language: record.cvLanguage,
    },
    lines: record.lines,
    roles: record.roles.map((role) =>
      wordRole({ record, names, knowledge, lineText, language }, role),
    ),
    current_occupation_code: record.currentCode,
    all_occupations_change_pct: record.allChangePct,
    sources,
    formula_version: record.versions.formula,
    data_version: record.versions.data,
    as_of: record.asOf,
  };
  return language === 'zh' ? tidyCvResult(result) : result;
}

/** The result's written Chinese (ours or a model's) to the Chinese style rules; CV lines stay. */
function tidyCvResult(result: TCvResult): TCvResult {
  const tidyOrNull = (text: string | null) => (text === null ? null : tidyChinese(text));
  return {
    ...result,
    profile: { ...result.profile, summary: tidyChinese(result.profile.summary) },
    roles: result.roles.map((role) => ({
      ...role,
      why: tidyChinese(role.why),
      ai_rate_note: tidyOrNull(role.ai_rate_note),
      china_wages_note: tidyOrNull(role.china_wages_note),
      gap_plan: role.gap_plan?.map(tidyChinese) ?? null,
      evidence: role.evidence.map((item) => ({ ...item, matched: tidyChinese(item.matched) })),
    })),
  };
}

import { tidyChinese } from '@irreplaceable/contracts/common/chinese-style';
import { observedExposureOf } from '../ai-use/ai-use';
import { rateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TSource } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type {
  TIndustryFactor,
  TIndustryItem,
  TIndustryOccupation,
  TIndustryPersonal,
  TIndustryResult,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { namesFor } from '../cv/wording/present-cv';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { loadSkills } from '../knowledge/load-skills';
import type { FactorDriver, FactorKind, GbtRecord } from '../knowledge/industry-types';
import { BUILTIN_ENGINE } from '../writing/engine';
import { jobZoneText } from '../writing/labels';
import type { IndustryHit } from './find-industry';
import { sameScopeChain, type IndustryBase } from './industry-base';
import {
  currentRecord,
  type IndustryFactorRecord,
  type IndustryRecord,
  type PersonalFitRecord,
} from './industry-record';
import { chinaWagesAt, loadChinaWages } from '../china/china-wages';
import { presentChinaSection } from './china-section';
import { summaryOf } from './industry-summary';
import { inSentence } from './title-in-sentence';
import { uncountedSelfEmployed } from './uncounted-self-employed';
import { technologyName } from '../cv/lexicon/technology-names';

const SOURCE_IDS = [
  'bls-oews-industry',
  'bls-qcew',
  'nbs-industry',
  'felten-aiie',
  'bls-ep',
  'bls-ep-factors',
  'onet',
  'naics-2022',
  'gbt-4754-2017',
  'gpts-are-gpts',
  'frey-osborne',
  'felten-aioe',
  'microsoft-working-with-ai',
  'anthropic-economic-index',
];

export function industryName(base: IndustryBase, code: string, language: Language): string {
  const record = base.naics.get(code);
  if (!record) return code;
  return (language === 'zh' ? record.titleZh : null) ?? record.title;
}

/**
 * The GB/T 4754-2017 codes we link to a NAICS code, most specific first; a link to a broader code
 * with the same name and scope (5132 for 513210) counts.
 */
export function gbtFor(base: IndustryBase, code: string): (GbtRecord & { match: string })[] {
  const chain = sameScopeChain(base, code);
  const same = new Set([chain.code, ...chain.parents]);
  return base.file.gbt
    .flatMap((record) => {
      const link = record.links.find((l) => same.has(l.naics));
      return link ? [{ ...record, match: link.match }] : [];
    })
    .sort((a, b) => b.level - a.level || a.code.localeCompare(b.code))
    .slice(0, 4);
}

export function presentIndustryHit(
  base: IndustryBase,
  hit: IndustryHit,
  language: Language,
): TIndustryItem {
  const record = base.naics.get(hit.code)!;
  const note = hit.note
    ? base.file.notes.find((candidate) => candidate.id === hit.note)
    : undefined;
  const own = hit.via === 'title' || hit.via === 'title_zh';
  return {
    code: record.code,
    name_en: record.title,
    name_zh: record.titleZh,
    level: record.level,
    matched: own ? null : hit.matched,
    gbt: gbtFor(base, record.code).map((g) => ({ code: g.code, name: g.name })),
    parents: hit.parents,
    note: note ? note[language] : null,
  };
}

const KIND: Record<FactorKind, Record<Language, string>> = {
  demand: { en: 'demand change', zh: '需求变化' },
  productivity: { en: 'productivity change', zh: '生产率变化' },
  capital_labor: { en: 'machines and software in place of labour', zh: '设备和软件替代人工' },
  occupational_substitution: {
    en: 'other occupations taking over tasks',
    zh: '其他职业接手部分工作',
  },
  sourcing: { en: 'a change in where the work is done', zh: '工作承接方式的变化' },
};

const DRIVER: Record<FactorDriver, Record<'increase' | 'decrease', Record<Language, string>>> = {
  ai: {
    increase: { en: 'as AI creates more work of this kind', zh: '因为 AI 带来了更多这类工作' },
    decrease: { en: 'as AI tools take over part of the work', zh: '因为 AI 工具接手了部分工作' },
  },
  automation: {
    increase: {
      en: 'as more automated equipment needs people to run and repair it',
      zh: '因为更多自动化设备需要有人操作和维修',
    },
    decrease: {
      en: 'as automation lets fewer people do the same work',
      zh: '因为自动化让更少的人就能完成同样的工作',
    },
  },
  software: {
    increase: {
      en: 'as new software and technology add work of this kind',
      zh: '因为新的软件和技术带来了更多这类工作',
    },
    decrease: {
      en: 'as software and technology let fewer people do the same work',
      zh: '因为软件和技术让更少的人就能完成同样的工作',
    },
  },
  online: {
    increase: { en: 'as more business moves online', zh: '因为更多业务转到线上' },
    decrease: {
      en: 'as customers move online and serve themselves',
      zh: '因为顾客转到线上自助办理',
    },
  },
  outsourcing: {
    increase: {
      en: 'as more of this work is contracted to this industry',
      zh: '因为更多这类工作外包给本行业',
    },
    decrease: { en: 'as more of this work is contracted out', zh: '因为更多这类工作被外包出去' },
  },
  consolidation: {
    increase: { en: 'as work is consolidated into this role', zh: '因为工作被合并到这个岗位' },
    decrease: { en: 'as work is consolidated into fewer roles', zh: '因为工作被合并到更少的岗位' },
  },
  health_demand: {
    increase: {
      en: 'as demand for health and care services grows',
      zh: '因为医疗和照护服务的需求增长',
    },
    decrease: { en: 'as care moves to other settings', zh: '因为相关服务转移到其他场所' },
  },
  regulation: {
    increase: {
      en: 'as rules and policies call for more of this work',
      zh: '因为法规和政策要求更多这类工作',
    },
    decrease: {
      en: 'as rules and policies move this work elsewhere',
      zh: '因为法规和政策把这类工作转到别处',
    },
  },
  energy: {
    increase: { en: 'with the shift to cleaner energy', zh: '随着能源向清洁化转型' },
    decrease: { en: 'with the shift in energy sources', zh: '随着能源结构的变化' },
  },
  other: {
    increase: { en: 'as demand for the work grows', zh: '因为这类工作的需求增长' },
    decrease: { en: 'as demand for the work shrinks', zh: '因为这类工作的需求减少' },
  },
};

function factorText(
  factor: IndustryFactorRecord,
  occupation: string,
  base: IndustryBase,
  language: Language,
): string {
  const direction = factor.direction ?? 'increase';
  const driver = factor.drivers.includes('ai') ? 'ai' : (factor.drivers[0] ?? 'other');
  const why = DRIVER[driver][direction][language];
  const kinds = factor.kinds.map((kind) => KIND[kind][language]);
  // The industry by our name for its NAICS code, so a Chinese reader reads it in Chinese.
  const industry = factor.naics ? industryName(base, factor.naics, language) : factor.industryTitle;
  const where =
    factor.scope === 'all'
      ? language === 'zh'
        ? '在所有行业中'
        : 'across all industries'
      : language === 'zh'
        ? `在“${industry}”中`
        : `in ${inSentence(industry)}`;
  if (factor.direction === null) {
    return language === 'zh'
      ? `美国劳工统计局认为${occupation}${where}的占比会受到${kinds.join('、')}的影响。`
      : `BLS expects the share of ${inSentence(occupation)} ${where} to be affected by ${kinds.join(' and ')}.`;
  }
  return language === 'zh'
    ? `美国劳工统计局预计${occupation}${where}的占比会${direction === 'increase' ? '上升' : '下降'}，${why}（${kinds.join('、')}）。`
    : `BLS expects the share of ${inSentence(occupation)} ${where} to ${direction === 'increase' ? 'rise' : 'fall'} ${why} (${kinds.join(', ')}).`;
}

function aiieNote(record: IndustryRecord, base: IndustryBase, language: Language): string {
  const aiie = record.aiie;
  if (!aiie) {
    return language === 'zh'
      ? 'Felten 等人的 AIIE 没有覆盖这个行业。'
      : 'Felten et al.’s AIIE does not cover this industry.';
  }
  const titles = aiie.from.map((f) => `${f.oews} ${f.title}`).join('; ');
  const basis = aiie.from.some((f) => f.basis !== 'same');
  const basisNote = basis
    ? language === 'zh'
      ? '该研究使用 NAICS 2017 的行业划分，我们已按 NAICS 2022 的变化对应。'
      : 'The study uses NAICS 2017 industries; we matched them to NAICS 2022 where codes changed.'
    : '';
  const name = industryName(base, record.code, language);
  if (aiie.via === 'exact') {
    return language === 'zh'
      ? `研究发布的${name}得分（${titles}）。${basisNote}`
      : `The score published for ${titles}. ${basisNote}`.trim();
  }
  if (aiie.via === 'parent') {
    return language === 'zh'
      ? `研究只给到上一级行业，这里用的是 ${titles} 的得分。${basisNote}`
      : `The study scores only the wider industry; this is the score of ${titles}. ${basisNote}`.trim();
  }
  return language === 'zh'
    ? `这是其下 ${aiie.from.length} 个四位数行业得分的简单平均（未按就业加权）。${basisNote}`
    : `The plain mean of the ${aiie.from.length} four-digit industries under it (not weighted by employment). ${basisNote}`.trim();
}

function personalOf(
  personal: PersonalFitRecord,
  record: IndustryRecord,
  base: IndustryBase,
  knowledge: KnowledgeBase,
  names: ReturnType<typeof namesFor>,
  language: Language,
  rateOf: (code: string) => number | null,
): TIndustryPersonal {
  const skills = loadSkills(knowledge);
  // The closest way in is the best fit, the person's own job included; what carries over and
  // what to learn are about the nearest other role, the one that would be a move.
  const closest = personal.fits[0];
  const isOwn = closest !== undefined && closest.code === personal.personCode;
  const other = isOwn ? personal.fits.find((f) => f.code !== personal.personCode) : closest;
  const person = personal.personCode ? names.occupation(personal.personCode) : null;
  const learn = personal.learn.map((id) => ({ id, name: names.element(id) }));
  const carries = personal.carries.map((id) => ({ id, name: names.element(id) }));
  const industry = industryName(base, record.code, language);
  const top = (items: { name: string }[], lower: boolean) =>
    items.slice(0, 3).map((c) => (lower ? c.name.toLowerCase() : c.name));
  let summary: string;
  if (!closest) {
    summary =
      language === 'zh'
        ? `我们没能在${industry}的常见职业中找到与你相近的岗位。`
        : `We found no common occupation in ${industry.toLowerCase()} close to your profile.`;
  } else if (language === 'zh') {
    const title = names.occupation(closest.code);
    summary = [
      isOwn
        ? `${person ? `从${person}出发，` : ''}你在${industry}最容易切入的就是你现在的职业：${title}（匹配度 ${closest.fit}）。`
        : `${person ? `从${person}出发，` : ''}你在${industry}最容易切入的是${title}（匹配度 ${closest.fit}）。`,
      isOwn && other
        ? `换一个职业的话，最接近的是${names.occupation(other.code)}（匹配度 ${other.fit}）。`
        : '',
      other && carries.length ? `可以带过去的：${top(carries, false).join('、')}。` : '',
      other && learn.length ? `最该先补的：${top(learn, false).join('、')}。` : '',
    ].join('');
  } else {
    const title = inSentence(names.occupation(closest.code));
    const lead = person ? `Coming from ${inSentence(person)}, your` : 'Your';
    summary = [
      isOwn
        ? `${lead} closest way into ${industry.toLowerCase()} is the job you hold: ${title} (fit ${closest.fit}).`
        : `${lead} closest way into ${industry.toLowerCase()} is ${title} (fit ${closest.fit}).`,
      isOwn && other
        ? `The nearest other role is ${inSentence(names.occupation(other.code))} (fit ${other.fit}).`
        : '',
      other && carries.length
        ? `What carries over${isOwn ? ' to it' : ''}: ${top(carries, true).join(', ')}.`
        : '',
      other && learn.length
        ? `What to learn ${isOwn ? 'for it ' : ''}first: ${top(learn, true).join(', ')}.`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  return {
    source: personal.source,
    person_title: person,
    job_text: personal.jobText,
    fits: personal.fits.map((fit) => ({
      occupation_code: fit.code,
      title: names.occupation(fit.code),
      fit: fit.fit,
      basis: fit.basis,
      employment_share: fit.share,
      ai_replacement_rate: rateOf(fit.code),
      rate_unknown_reason: rateUnknownReason(rateOf(fit.code)),
    })),
    target_title: other ? names.occupation(other.code) : null,
    carries,
    learn,
    learn_technologies: personal.learnTechnologies.map((id) =>
      technologyName(skills.technologies[id]?.name ?? String(id), language),
    ),
    summary,
  };
}

/** The stored record in the reader's language: our words, or the model's when it wrote them. */
export function presentIndustryRecord(
  stored: IndustryRecord,
  language: Language,
  knowledge: KnowledgeBase,
  base: IndustryBase,
): TIndustryResult {
  const record = currentRecord(stored);
  const names = namesFor(knowledge, language);
  const prose = record.prose?.language === language ? record.prose : null;
  const byCode = new Map(record.occupations.map((o) => [o.code, o]));
  // With a CV attached, China's figures are for where it places the person, as in its analysis.
  const chinaWagesOf = (code: string) => {
    const place = record.personal?.place ?? null;
    const { levels, note } = chinaWagesAt(loadChinaWages(), code, language, place);
    return { china_wages: levels, china_wages_note: note };
  };
  const occupation = (code: string): TIndustryOccupation => {
    const line = byCode.get(code)!;
    return {
      occupation_code: code,
      title: names.occupation(code),
      employment: line.employment,
      employment_share: line.share,
      ai_replacement_rate: line.rate,
      rate_unknown_reason: rateUnknownReason(line.rate),
      observed_exposure: observedExposureOf(code),
      highly_exposed: line.rate !== null && line.rate >= record.rate.threshold,
      growth_pct: line.changePct,
      openings_annual: line.openings,
      job_zone: line.jobZone,
      preparation: line.jobZone === null ? null : jobZoneText(language, line.jobZone),
      mean_wage: line.meanAnnual,
      mean_wage_top_coded: line.meanTopCoded,
      ...chinaWagesOf(code),
    };
  };
  const factors: TIndustryFactor[] = record.factors.map((factor) => ({
    occupation_code: factor.code,
    title: names.occupation(factor.code),
    direction: factor.direction,
    scope: factor.scope,
    bls_industry: factor.naics ? industryName(base, factor.naics, language) : factor.industryTitle,
    text: factorText(factor, names.occupation(factor.code), base, language),
    cites_ai: factor.drivers.includes('ai'),
  }));
  const sources: TSource[] = SOURCE_IDS.flatMap((id) => {
    const source = knowledge.meta.sources.find((s) => s.id === id);
    return source ? [{ id, name: source.name, url: source.url }] : [];
  });
  const naics = base.naics.get(record.code);
  const personal = record.personal
    ? personalOf(
        record.personal,
        record,
        base,
        knowledge,
        names,
        language,
        (code) => byCode.get(code)?.rate ?? null,
      )
    : null;
  const result: TIndustryResult = {
    engine: prose?.engine ?? {
      ...BUILTIN_ENGINE[language],
      fallback_reason: record.proseFallback,
      ...(record.proseFallbackKind && { fallback_kind: record.proseFallbackKind }),
    },
    written_in: language,
    industry: {
      code: record.code,
      name: industryName(base, record.code, language),
      name_en: naics?.title ?? record.code,
      name_zh: naics?.titleZh ?? null,
      level: naics?.level ?? 2,
      sector_code: record.sector,
      sector_name: industryName(base, record.sector, language),
      staffing: {
        level: record.staffing.level,
        code: record.staffing.code,
        name: industryName(base, record.staffing.code, language),
        covers_pct: record.staffing.coversPct,
        summed_level: record.staffing.fullLevel,
        summed_code: record.staffing.fullCode,
        summed_name: industryName(base, record.staffing.fullCode, language),
      },
      uncounted_self_employed: uncountedSelfEmployed(record.code),
      gbt: gbtFor(base, record.code).map((g) => ({ code: g.code, name: g.name, match: g.match })),
    },
    summary:
      prose?.summary ??
      summaryOf(
        record,
        names,
        {
          industry: industryName(base, record.code, language),
          staffing: industryName(base, record.staffing.code, language),
          summed: industryName(base, record.staffing.fullCode, language),
        },
        language,
      ),
    china_section: presentChinaSection(record.code, base),
    employment: {
      source: record.employment.source,
      total: record.employment.total,
      mean_wage: record.employment.meanAnnual,
      establishments: record.employment.establishments,
    },
    ai_replacement_rate: record.rate.value,
    rate_coverage_pct: record.rate.covered,
    observed_exposure: record.observed?.value ?? null,
    observed_coverage_pct: record.observed?.coveragePct ?? null,
    highly_exposed_share_pct: record.rate.highShare,
    highly_exposed_threshold: record.rate.threshold,
    sector_rates: record.sectorRates.map((s) => ({
      code: s.sector,
      name: industryName(base, s.sector, language),
      ai_replacement_rate: s.rate,
      employment: s.employment,
      is_this: s.sector === record.sector,
    })),
    aiie: record.aiie
      ? {
          via: record.aiie.via,
          aiie: record.aiie.aiie,
          lm_aiie: record.aiie.lmAiie,
          aiie_percentile: record.aiie.aiiePercentile,
          lm_percentile: record.aiie.lmPercentile,
          from: record.aiie.from.map((f) => ({ code: f.oews, title: f.title, basis: f.basis })),
          note: aiieNote(record, base, language),
        }
      : null,
    aiie_all: record.aiieAll.map((row) => ({
      code: row.oews,
      aiie: row.aiie,
      lm_aiie: row.lmAiie,
    })),
    occupations: record.occupations.map((line) => occupation(line.code)),
    growing: record.growing,
    shrinking: record.shrinking,
    factors,
    entry_points: {
      low_preparation: record.entry.lowPreparation,
      best_outlook: record.entry.bestOutlook,
    },
    personal: personal && prose?.personal ? { ...personal, summary: prose.personal } : personal,
    all_occupations_change_pct: record.allChangePct,
    sources,
    formula_version: record.versions.formula,
    data_version: record.versions.data,
    as_of: record.asOf,
  };
  return language === 'zh' ? tidyIndustryResult(result) : result;
}

/** The result's written Chinese (ours or a model's) to the Chinese style rules. */
function tidyIndustryResult(result: TIndustryResult): TIndustryResult {
  const tidyOrNull = (text: string | null) => (text === null ? null : tidyChinese(text));
  return {
    ...result,
    summary: tidyChinese(result.summary),
    occupations: result.occupations.map((line) => ({
      ...line,
      china_wages_note: tidyOrNull(line.china_wages_note),
    })),
    factors: result.factors.map((factor) => ({ ...factor, text: tidyChinese(factor.text) })),
    aiie: result.aiie ? { ...result.aiie, note: tidyChinese(result.aiie.note) } : null,
    personal: result.personal
      ? { ...result.personal, summary: tidyChinese(result.personal.summary) }
      : null,
  };
}

import type { TStudyContribution } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../analysis/job-facts';
import { STUDIES } from '../scoring/studies';
import { beta, decimal } from './format';

/** "BLS OEWS, May 2025" / "美国劳工统计局 OEWS，2025年5月" for the wage figures of a job. */
export function oewsLabel(facts: JobFacts, lang: 'en' | 'zh'): string {
  const release = facts.wage?.stats.release ?? 'May 2025';
  if (lang === 'en') return `BLS OEWS, ${release}`;
  // Both OEWS releases we hold are May releases ('May 2025', 'May 2024').
  return `美国劳工统计局 OEWS，${release.split(' ')[1]}年5月`;
}

export const EP_LABEL = {
  en: 'BLS Employment Projections 2024–34',
  zh: '美国劳工统计局2024–34年就业预测',
} as const;

export function studyName(study: TStudyContribution['study'], lang: 'en' | 'zh'): string {
  return STUDIES.find((item) => item.id === study)?.name[lang] ?? study;
}

/** A study's raw figure in its own unit, e.g. "0.87 of tasks exposed". */
export function rawFigure(item: TStudyContribution, lang: 'en' | 'zh'): string {
  const raw = item.raw_value ?? 0;
  const definition = STUDIES.find((study) => study.id === item.study);
  const unit = definition?.unit[lang] ?? '';
  switch (item.study) {
    case 'anthropic_usage':
      return lang === 'en'
        ? `${decimal(raw, 3)}% of Claude conversations`
        : `占 Claude 对话的${decimal(raw, 3)}%`;
    case 'microsoft_applicability':
      return lang === 'en' ? `${raw.toFixed(3)} (${unit})` : `${unit}${raw.toFixed(3)}`;
    case 'ilo_genai':
      return lang === 'en' ? `${decimal(raw, 2)} (${unit})` : `${unit}${decimal(raw, 2)}`;
    case 'anthropic_observed_2026':
      return lang === 'en'
        ? `${decimal(raw, 2)} (observed exposure)`
        : `实际使用暴露度 ${decimal(raw, 2)}`;
    case 'aioe':
    case 'lm_aioe':
      return lang === 'en' ? `${decimal(raw, 2)} (${unit})` : `${unit}${decimal(raw, 2)}`;
    case 'frey_osborne':
    case 'gpts_gpt4_beta':
    case 'gpts_human_beta':
      return lang === 'en' ? `${beta(raw)} (${unit})` : `${unit}${beta(raw)}`;
  }
}

/** Missing studies grouped by why they are missing, in the order they were listed. */
export function groupByReason<K extends string>(
  ids: readonly K[],
  reasons: Record<K, string>,
): [reason: string, ids: K[]][] {
  const groups = new Map<string, K[]>();
  for (const id of ids) {
    const reason = reasons[id];
    groups.set(reason, [...(groups.get(reason) ?? []), id]);
  }
  return [...groups];
}

/** Another O*NET occupation that shares this one's BLS figures (the first by code), if any. */
export function sharedBlsSibling(facts: JobFacts): { title: string; titleZh: string } | null {
  const nem = facts.demand?.projections.nem;
  if (!nem || facts.sharesBlsFiguresWith === 0) return null;
  const sibling = facts.knowledge.byNemCode.get(nem)?.find((o) => o.code !== facts.occupation.code);
  return sibling ? { title: sibling.title, titleZh: sibling.titleZh ?? sibling.title } : null;
}

/** Where the job's rate sits against the average of its product category. */
export type FieldPosition = 'well-above' | 'above' | 'level' | 'below' | 'well-below';

export function fieldPosition(facts: JobFacts): FieldPosition | null {
  if (facts.categoryRate === null || facts.band === 'none') return null;
  const diff = facts.score.aiReplacementRate - facts.categoryRate;
  if (diff >= 8) return 'well-above';
  if (diff >= 3) return 'above';
  if (diff <= -8) return 'well-below';
  if (diff <= -3) return 'below';
  return 'level';
}

/** The studies present, grouped by how their normalised figure compares with the rate. */
export function groupStudies(
  facts: JobFacts,
): Record<'above' | 'close' | 'below' | 'reference', TStudyContribution[]> {
  const rate = facts.score.aiReplacementRate / 100;
  const weighted = facts.studies.present.filter((item) => item.weight > 0);
  return {
    above: weighted.filter((item) => item.normalized! > rate + 0.05),
    close: weighted.filter((item) => Math.abs(item.normalized! - rate) <= 0.05),
    below: weighted.filter((item) => item.normalized! < rate - 0.05),
    reference: facts.studies.present.filter((item) => item.weight === 0),
  };
}

import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { analystContext } from '../../analysis/analyst-context';
import { analyzeJob } from '../../analysis/analyze-job';
import { buildJobFacts, type JobFacts } from '../../analysis/job-facts';
import type { KnowledgeBase } from '../../knowledge/load-knowledge';
import { EDITORIAL_TITLES } from '../../matching/editorial';

export type Lang = 'en' | 'zh';

/** One page the built-in analyst can produce: an occupation under one of its page titles. */
export interface CorpusPage {
  /** e.g. "15-1252.00 Software Engineer". */
  id: string;
  facts: JobFacts;
  analysis: TJobAnalysis;
  /** Names to mask when comparing sentences across pages. */
  names: string[];
}

/**
 * Every page the knowledge base can produce: each occupation under its own title, plus each
 * editorial title (程序员, 带货主播, YouTuber…), since those pages differ by title and category.
 * Composed once and shared by the contradiction and repetition checks.
 */
export function pageCorpus(knowledge: KnowledgeBase): CorpusPage[] {
  const context = analystContext(knowledge);
  const inputs: { code: string; en: string; zh: string }[] = knowledge.occupations.map((o) => ({
    code: o.code,
    en: o.title,
    zh: o.titleZh ?? o.title,
  }));
  for (const entry of EDITORIAL_TITLES) {
    const code = entry.codes[0];
    if (code && knowledge.byCode.has(code))
      inputs.push({ code, en: entry.title, zh: entry.titleZh });
  }
  return inputs.map(({ code, en, zh }) => {
    const occupation = knowledge.byCode.get(code)!;
    const analysis = analyzeJob(
      { title: en, title_zh: zh, occupations: [{ code, score: 1 }] },
      knowledge,
    );
    return {
      id: `${code} ${en}`,
      facts: buildJobFacts(context, occupation, { en, zh }),
      analysis,
      names: [en, zh, occupation.title, occupation.titleZh ?? ''].filter(Boolean),
    };
  });
}

/** Where a text comes from: the analysis the page is built on, or the four analysts' reviews. */
export type TextSource = 'analysis' | 'reviews';

/** The prose of one page in one language, section by section. */
export function pageTexts(
  page: CorpusPage,
  lang: Lang,
  source: TextSource | 'all' = 'all',
): [section: string, text: string][] {
  const content = page.analysis.content[lang];
  const analysis: [string, string][] = [
    ['description', content.description],
    ['deep_understanding', content.deep_understanding],
    ['demand_index', content.demand_index.reading],
    ['replacement_process', content.replacement_process],
    ['human_advice', content.human_advice],
    ...content.market_analysis.flatMap((entry): [string, string][] => [
      ['market data', entry.local_job_data],
      ['market reading', entry.market_analysis],
    ]),
    ...content.related_resources.map((link): [string, string] => ['related resources', link.title]),
  ];
  const reviews = page.analysis.reviews[lang].flatMap((review): [string, string][] => [
    [`review ${review.provider}`, review.comment],
    [`review note ${review.provider}`, review.review_comment],
  ]);
  if (source === 'analysis') return analysis;
  if (source === 'reviews') return reviews;
  return [...analysis, ...reviews];
}

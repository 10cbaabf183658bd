import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { FORMULA_VERSION, publishedRate } from '../scoring/formula';
import { loadKnowledge, type KnowledgeBase } from '../knowledge/load-knowledge';
import { composeJobText } from '../writing/compose-text';
import { BUILTIN_ENGINE } from '../writing/engine';
import { composeReviews } from '../writing/reviews/compose-reviews';
import { analystContext } from './analyst-context';
import { buildJobFacts } from './job-facts';

/** What the matcher hands over: the canonical title and the ranked O*NET codes (first = primary). */
export interface AnalyzeJobInput {
  title: string;
  title_zh?: string;
  occupations: { code: string; score: number }[];
}

export class UnknownOccupationError extends Error {
  constructor(readonly code: string | undefined) {
    super(code ? `Unknown O*NET occupation code ${code}` : 'No occupation to analyse');
    this.name = 'UnknownOccupationError';
  }
}

/**
 * The built-in analyst: a complete, bilingual job analysis composed from the research figures of
 * the primary occupation. Deterministic: the same input and knowledge base give the same output.
 */
export function analyzeJob(
  input: AnalyzeJobInput,
  knowledge: KnowledgeBase = loadKnowledge(),
): TJobAnalysis {
  const context = analystContext(knowledge);
  const primaryCode = input.occupations[0]?.code;
  const occupation = primaryCode ? knowledge.byCode.get(primaryCode) : undefined;
  if (!occupation) throw new UnknownOccupationError(primaryCode);
  const titleZh = input.title_zh?.trim() || occupation.titleZh || input.title;
  const facts = buildJobFacts(context, occupation, { en: input.title, zh: titleZh });
  const { score } = facts;
  return {
    canonical_title: input.title,
    title_zh: titleZh,
    category: { id: facts.category.id, en: facts.category.en, zh: facts.category.zh },
    ...publishedRate(score),
    evidence: {
      occupation: {
        code: occupation.code,
        title: occupation.title,
        title_zh: occupation.titleZh ?? occupation.title,
      },
      // Codes the knowledge base does not know are left out rather than shown without a title.
      other_occupations: input.occupations.slice(1).flatMap(({ code, score: matchScore }) => {
        const other = knowledge.byCode.get(code);
        return other && code !== occupation.code
          ? [{ code, title: other.title, score: matchScore }]
          : [];
      }),
      studies: score.contributions.map((item) => ({ ...item })),
      formula_version: FORMULA_VERSION,
      data_version: context.dataVersion,
      confidence: score.confidence,
      studies_available: score.studiesAvailable,
    },
    safer_occupations: facts.safer,
    content: { en: composeJobText(facts, 'en'), zh: composeJobText(facts, 'zh') },
    reviews: { en: composeReviews(facts, 'en'), zh: composeReviews(facts, 'zh') },
    engine: { ...BUILTIN_ENGINE.en },
  };
}

import { ANALYST_IDS, type TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystReview } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../../analysis/job-facts';
import { personaViews } from '../../analysis/persona-scores';
import { FORMULA_VERSION } from '../../scoring/formula';
import { BUILTIN_ENGINE } from '../engine';
import { bossReview } from './boss';
import { brotherWhaleReview } from './brother-whale';
import { mrApeReview } from './mr-ape';
import type { ReviewText, Reviewer } from './review-text';
import { markdownSafe } from '../format';
import { tidyChinese } from '@irreplaceable/contracts/common/chinese-style';
import { uncleBigGReview } from './uncle-big-g';

const REVIEWERS: Record<TAnalystId, Reviewer> = {
  gpt: bossReview,
  claude: mrApeReview,
  gemini: uncleBigGReview,
  deepseek: brotherWhaleReview,
};

/**
 * One review per analyst, in the contract's analyst order, all labelled as built-in output, each
 * with the stance that explains its score (or, with no score, the reason there is none).
 */
export function composeReviews(facts: JobFacts, lang: 'en' | 'zh'): TAnalystReview[] {
  const views = personaViews(facts);
  return ANALYST_IDS.map((provider) => ({
    provider,
    ...inLang(REVIEWERS[provider](facts, views[provider].score, lang), lang),
    score: views[provider].score,
    score_unknown_reason: views[provider].reason,
    generated_version: `builtin-${FORMULA_VERSION}`,
    engine: { ...BUILTIN_ENGINE[lang] },
    stance: views[provider].stance,
  }));
}

/** Chinese reviews get the same typographic pass as the page text. */
function inLang(text: ReviewText, lang: 'en' | 'zh'): ReviewText {
  const tidy = lang === 'en' ? (line: string) => line : tidyChinese;
  // Both fields render as markdown, so they pass the same escaping step as the page sections.
  return {
    comment: markdownSafe(tidy(text.comment)),
    review_comment: markdownSafe(tidy(text.review_comment)),
  };
}

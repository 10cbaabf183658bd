import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TModelReview } from '../model-schemas';
import { gateText } from './gate-text';
import type { GateReport } from './gate-report';
import { jobGround } from './gate-job-text';

type ReviewText = Pick<TModelReview['en'], 'comment' | 'review_comment'>;

/**
 * A model's review through the gate against the page it reviews: its texts sanitised and without
 * the sentences that state a figure the page does not hold, or null when either text of either
 * language lost more than a third of its sentences (the built-in review stands then).
 */
export function gateReview(
  page: TJobAnalysis,
  written: TModelReview,
  part: string,
): { texts: { en: ReviewText; zh: ReviewText } | null; report: GateReport } {
  const ground = jobGround(page);
  const report: GateReport = { part, sentences: 0, dropped: 0, builtin: [] };
  const gatedLanguage = (lang: 'en' | 'zh'): ReviewText => {
    const gate = (field: keyof ReviewText) => {
      const gated = gateText(written[lang][field], ground);
      report.sentences += gated.sentences;
      report.dropped += gated.dropped.length;
      if (gated.useBuiltin) report.builtin.push(`${lang}.${field}`);
      return gated.text;
    };
    return { comment: gate('comment'), review_comment: gate('review_comment') };
  };
  const texts = { en: gatedLanguage('en'), zh: gatedLanguage('zh') };
  return { texts: report.builtin.length > 0 ? null : texts, report };
}

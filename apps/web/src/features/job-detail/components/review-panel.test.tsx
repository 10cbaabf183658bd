import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLlmReview } from '@irreplaceable/contracts/jobs/job';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeReviews } from '../testing/make-job';
import { ReviewPanel } from './review-panel';

const BUILTIN = makeReviews().reviews[0]!;
const modelReview = (score: number, verdict: TLlmReview['verdict']): TLlmReview => ({
  ...BUILTIN,
  score,
  verdict,
  stance: null,
  generated_version: 'gpt-4.1@2026-12-07',
  engine: { kind: 'llm', label: 'gpt-4.1 (OpenAI)', fallback_reason: null },
});

const renderPanel = (review: TLlmReview) =>
  renderWithProviders(<ReviewPanel review={review} analyst={undefined} verdictResilience={49} />);

describe('a review’s verdict beside its score', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows a model’s verdict beside its score, in English', () => {
    renderPanel(modelReview(72, 'resilient'));
    const score = screen.getByText('Resilience 72/100');
    const verdict = screen.getByTitle('The model’s verdict');
    expect(verdict).toHaveTextContent(/^Resilient$/);
    expect(verdict.closest('[data-score]')).toBe(score.closest('[data-score]'));
  });

  it('words each verdict in Chinese', async () => {
    await changeLanguage('zh');
    const cases = [
      [71, 'resilient', '韧性强'],
      [48, 'mixed', '喜忧参半'],
      [22, 'exposed', '易被替代'],
    ] as const;
    for (const [score, verdict, words] of cases) {
      const { unmount } = renderPanel(modelReview(score, verdict));
      expect(screen.getByText(`抗替代评分 ${score}/100`)).toBeInTheDocument();
      expect(screen.getByTitle('模型的判断')).toHaveTextContent(new RegExp(`^${words}$`));
      unmount();
    }
  });

  it('shows no verdict for the built-in analyst’s review, which has none', () => {
    renderPanel(BUILTIN);
    expect(screen.getByText('Resilience 50/100')).toBeInTheDocument();
    expect(screen.queryByTitle('The model’s verdict')).toBeNull();
    expect(screen.queryByText(/^(Resilient|Mixed|Exposed)$/)).toBeNull();
  });
});

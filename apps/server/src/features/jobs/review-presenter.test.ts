import { describe, expect, it } from 'vitest';
import type { TAnalystReview } from '@irreplaceable/contracts/analysis/job-analysis';
import { toLlmReview } from './presenters';
import type { JobReviewRow } from './repository';

const at = new Date('2026-01-01T00:00:00Z');
const row = (review: Partial<TAnalystReview>): JobReviewRow =>
  ({
    id: 'r1',
    jobId: 1,
    provider: 'claude',
    language: 'en',
    createdAt: at,
    lastRefreshedAt: at,
    review: {
      provider: 'claude',
      comment: 'c',
      review_comment: 'r',
      generated_version: 'builtin-x',
      engine: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
      ...review,
    },
  }) as JobReviewRow;

describe('an analyst review as the API sends it', () => {
  it('sends no score, with the reason, for a review stored with the old neutral 50', () => {
    const sent = toLlmReview(
      row({
        score: 50,
        stance: {
          lens: 'judgement',
          inputs: [{ factor: 'no_data', value: 50, weight: null, count: null }],
        },
      }),
    );
    expect(sent).toMatchObject({
      score: null,
      score_unknown_reason: 'no_study_coverage',
      stance: { lens: 'judgement', inputs: [] },
    });
  });

  it('keeps a real score, with no reason, also when stored before the reason existed', () => {
    const stance = {
      lens: 'market' as const,
      inputs: [{ factor: 'demand' as const, value: 70, weight: 1, count: null }],
    };
    expect(toLlmReview(row({ score: 64, stance }))).toMatchObject({
      score: 64,
      score_unknown_reason: null,
      stance,
    });
  });
});

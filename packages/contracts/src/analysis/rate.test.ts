import { describe, expect, it } from 'vitest';
import { ZMatchedJob } from '../jobs/search-job';
import { ZJobListItem } from '../jobs/job';
import { ZDemandIndex } from './job-analysis';
import { rateUnknownReason } from './rate';

const listItem = {
  id: 1,
  title: 'YouTuber',
  category: 'Creative & Media',
  category_id: 'creative-media',
  search_popularity: 0,
  last_refreshed_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  model_name: 'gpt',
};

describe('a rate that no study gives', () => {
  it('is null with its reason, and a number has none', () => {
    expect(rateUnknownReason(null)).toBe('no_study_coverage');
    expect(rateUnknownReason(0)).toBeNull();
    expect(
      ZJobListItem.parse({
        ...listItem,
        ai_replacement_rate: null,
        rate_unknown_reason: 'no_study_coverage',
      }).ai_replacement_rate,
    ).toBeNull();
  });

  it('cannot be sent without the reason field', () => {
    expect(ZJobListItem.safeParse({ ...listItem, ai_replacement_rate: null }).success).toBe(false);
    const matched = {
      job_id: 1,
      title: 'YouTuber',
      category: 'Creative & Media',
      similarity_score: 1,
      status: 'ready',
      can_view: true,
      ai_replacement_rate: null,
    };
    expect(ZMatchedJob.safeParse(matched).success).toBe(false);
    expect(
      ZMatchedJob.safeParse({ ...matched, rate_unknown_reason: 'no_study_coverage' }).success,
    ).toBe(true);
  });

  it('rejects a reason the contract does not know', () => {
    expect(
      ZJobListItem.safeParse({ ...listItem, ai_replacement_rate: null, rate_unknown_reason: 'n/a' })
        .success,
    ).toBe(false);
  });
});

describe('a demand index without projections', () => {
  it('has a null score with its reason', () => {
    const index = { score: null, unknown_reason: 'no_projections', reading: 'BLS…' };
    expect(ZDemandIndex.parse(index)).toEqual(index);
  });
});

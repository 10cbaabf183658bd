import { describe, expect, it } from 'vitest';
import { ZModelReview } from './model-schemas';

const review = (verdict: string, score: number) => ({
  verdict,
  score,
  en: { comment: 'Fine.', review_comment: 'Fine.' },
  zh: { comment: '不错。', review_comment: '不错。' },
});

describe("a model's review", () => {
  it('is accepted only with its score in its verdict’s band', () => {
    expect(ZModelReview.safeParse(review('exposed', 80)).success).toBe(false);
    expect(ZModelReview.safeParse(review('resilient', 59)).success).toBe(false);
    expect(ZModelReview.safeParse(review('mixed', 60)).success).toBe(false);
    expect(ZModelReview.safeParse(review('resilient', 60)).success).toBe(true);
    expect(ZModelReview.safeParse(review('mixed', 40)).success).toBe(true);
    expect(ZModelReview.safeParse(review('exposed', 39)).success).toBe(true);
    expect(ZModelReview.safeParse(review('doomed', 10)).success).toBe(false);
  });
});

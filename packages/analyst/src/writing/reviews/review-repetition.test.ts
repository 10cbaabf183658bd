import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { pageCorpus } from '../checks/page-corpus';
import { MAX_REVIEW_PAGE_SHARE, reviewRepetition, reviewSentences } from './review-repetition';

describe('the analysts’ reviews over every page', () => {
  const pages = pageCorpus(loadKnowledge());

  it.each(['en', 'zh'] as const)(
    'repeat no sentence on more than 15%% of pages (%s, names masked, figures kept)',
    (lang) => {
      const over = reviewRepetition(pages, lang)
        .filter((item) => item.share > MAX_REVIEW_PAGE_SHARE)
        .map((item) => `${(100 * item.share).toFixed(1)}% ${item.sentence}`);
      expect(over).toEqual([]);
    },
  );

  it('keeps figures and masks only the page’s names', () => {
    expect(
      reviewSentences('Mr. Ape rates Cashiers 47%. 收银员很稳。', ['Cashiers', '收银员']),
    ).toEqual(['Mr\u00a0Ape rates ‹name› 47%.', '‹name›很稳。']);
  });
});

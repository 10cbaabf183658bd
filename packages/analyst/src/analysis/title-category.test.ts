import { describe, expect, it } from 'vitest';
import type { Language } from '@irreplaceable/contracts/constants';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { classifyQuery } from '../matching/classify-query';
import { analyzeJob } from './analyze-job';
import { titleCategory } from './title-category';

const knowledge = loadKnowledge();

/** The category of the page a search for `query` would write. */
function pageCategory(query: string, language: Language = 'en'): string {
  const match = classifyQuery(query, language, knowledge);
  if (match.kind !== 'job') throw new Error(`"${query}" gave ${match.error_type}`);
  const analysis = analyzeJob(
    {
      title: match.canonical_title,
      title_zh: match.canonical_title_zh,
      occupations: match.occupations,
    },
    knowledge,
  );
  return analysis.category.id;
}

describe('titleCategory', () => {
  it.each([
    ['Product Manager', 'en'],
    ['Senior Product Manager', 'en'],
    ['Technical Product Manager', 'en'],
    ['Product Owner', 'en'],
    ['产品经理', 'zh'],
    ['产品总监', 'zh'],
    ['产品助理', 'zh'],
  ] as const)(
    'files %s under Business & Management, not its stand-in occupation',
    (query, language) => {
      expect(pageCategory(query, language)).toBe('business-management');
    },
  );

  it('leaves product marketing with marketing', () => {
    expect(pageCategory('Product Marketing Manager')).toBe('sales-marketing');
    expect(titleCategory({ en: 'Product Marketing Manager', zh: '产品市场经理' })).toBeNull();
  });

  it('follows the occupation for every other title', () => {
    expect(pageCategory('Marketing Manager')).toBe('sales-marketing');
    expect(pageCategory('Software Engineer')).toBe('technology');
    expect(titleCategory({ en: 'Registered Nurse', zh: '注册护士' })).toBeNull();
  });

  it('writes the category comparison with the category it files the page under', () => {
    const match = classifyQuery('Product Manager', 'en', knowledge);
    if (match.kind !== 'job') throw new Error('no match');
    const analysis = analyzeJob(
      {
        title: match.canonical_title,
        title_zh: match.canonical_title_zh,
        occupations: match.occupations,
      },
      knowledge,
    );
    expect(analysis.content.en.deep_understanding).not.toContain('Sales & Marketing');
  });
});

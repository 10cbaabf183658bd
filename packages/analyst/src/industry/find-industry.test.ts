import { describe, expect, it } from 'vitest';
import { evaluateIndustryQueries, readIndustryQueries } from '../../eval/industry-evaluation';
import { findIndustries, POPULAR_INDUSTRIES } from './find-industry';
import { loadIndustries } from './industry-base';

const base = loadIndustries();
const first = (query: string) => {
  const outcome = findIndustries(query, base);
  return outcome.kind === 'found' ? outcome.hits[0]!.code : outcome.kind;
};

describe('industry search', () => {
  it('finds official titles, forgiving plurals, case and a typo', () => {
    expect(first('Software Publishers')).toBe('5132');
    expect(first('software publisher')).toBe('5132');
    expect(first('Hospitals')).toBe('622');
    expect(first('Resturants')).toMatch(/^722/);
  });

  it('prefers the broader code when two names match equally', () => {
    // 5162, 51621 and 516210 share one title; the broader code is the answer.
    expect(first('media streaming distribution services')).toBe('5162');
  });

  it('finds our Chinese names, everyday words and GB/T 4754 names', () => {
    expect(first('综合医院')).toBe('6221');
    expect(first('新能源汽车')).toBe('3361');
    expect(first('跨境电商')).toBe('44-45');
    expect(first('做外卖的公司')).not.toBe('not_found');
    const gbt = findIndustries('应用软件开发', base);
    expect(gbt.kind === 'found' && gbt.hits[0]!.via).toBe('gbt');
  });

  it('ranks the NAICS codes one GB/T name links to: the same scope, then the core, then partial ones', () => {
    expect(first('金融业')).toBe('52');
    // A group the standard does not subdivide takes its class's link, not its division's.
    expect(first('集成电路设计')).toBe('334413');
    expect(first('软件和信息技术服务业')).toBe('5415');
    const internet = findIndustries('互联网和相关服务', base);
    expect(internet.kind === 'found' && internet.hits.length).toBeGreaterThanOrEqual(4);
  });

  it('says when a query is no industry, with suggestions, and refuses empty or abusive text', () => {
    const outcome = findIndustries('xqzvbn', base);
    expect(outcome).toEqual({ kind: 'not_found', suggestions: [...POPULAR_INDUSTRIES] });
    expect(findIndustries('  ?! ', base).kind).toBe('empty');
    expect(findIndustries('', base).kind).toBe('empty');
    expect(findIndustries('x'.repeat(10_000), base).kind).not.toBe('found');
  });
});

describe('industry search evaluation (eval/industry-queries.tsv)', () => {
  it('has at least 60 queries, half of them Chinese', () => {
    const queries = readIndustryQueries();
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(queries.filter((q) => q.language === 'zh').length).toBeGreaterThanOrEqual(
      queries.length / 2 - 1,
    );
    for (const query of queries) expect(base.naics.has(query.naics), query.query).toBe(true);
  });

  it('lands at least 90 % of the queries in each language on the labelled industry or its direct parent', () => {
    const report = evaluateIndustryQueries(base);
    for (const language of ['en', 'zh'] as const) {
      const { total, correct, misses } = report[language];
      expect(correct / total, `${language}: ${JSON.stringify(misses)}`).toBeGreaterThanOrEqual(0.9);
    }
  });
});

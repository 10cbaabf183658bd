import { describe, expect, it } from 'vitest';
import { evaluateIndustryQueries, readIndustryQueries } from '../../eval/industry-evaluation';
import { distinctIndustries, findIndustries, POPULAR_INDUSTRIES } from './find-industry';
import { loadIndustries, sameScopeChain } from './industry-base';

const base = loadIndustries();
const found = (query: string) => {
  const outcome = findIndustries(query, base);
  return outcome.kind === 'found' ? outcome.hits : [];
};
const first = (query: string) => {
  const outcome = findIndustries(query, base);
  return outcome.kind === 'found' ? outcome.hits[0]!.code : outcome.kind;
};

describe('industry search', () => {
  it('finds official titles, forgiving plurals, case and a typo', () => {
    expect(first('Software Publishers')).toBe('513210');
    expect(first('software publisher')).toBe('513210');
    expect(first('Hospitals')).toBe('622');
    expect(first('Resturants')).toMatch(/^722/);
  });

  it('prefers the broader code when two industries match equally', () => {
    // "Hospitals" names 622 and, as an alias-free word, nothing deeper; the sector-level word wins ties.
    const hits = found('hospital');
    expect(hits[0]?.code).toBe('622');
  });

  it('answers once for an industry NAICS repeats down undivided levels, under its most specific code', () => {
    // 5162, 51621 and 516210 share one title and one scope.
    const streaming = found('media streaming distribution services');
    expect(streaming[0]).toMatchObject({ code: '516210', parents: ['51621', '5162'] });
    expect(found('Software Publishers').map((hit) => hit.code)).toEqual(['513210']);
    expect(found('Software Publishers')[0]?.parents).toEqual(['51321', '5132']);
    const names = (query: string) =>
      found(query).map(
        (hit) => base.naics.get(hit.code)!.titleZh ?? base.naics.get(hit.code)!.title,
      );
    for (const query of ['银行', '医院', 'sound recording']) {
      const list = names(query);
      expect(new Set(list).size, `${query}: ${list.join(' | ')}`).toBe(list.length);
    }
    expect(distinctIndustries(base, ['5132', '51321', '513210', '622'])).toEqual(['513210', '622']);
  });

  it('finds our Chinese names, everyday words and GB/T 4754 names', () => {
    expect(first('综合医院')).toBe('622110');
    expect(first('新能源汽车')).toBe('3361');
    expect(first('跨境电商')).toBe('44-45');
    expect(first('做外卖的公司')).not.toBe('not_found');
    expect(first('醫院')).toBe('622');
    expect(first('銀行')).toBe('5221');
    const gbt = findIndustries('应用软件开发', base);
    expect(gbt.kind === 'found' && gbt.hits[0]!.via).toBe('gbt');
  });

  it('ranks the NAICS codes one GB/T name links to: the same scope, then the core, then partial ones', () => {
    expect(first('金融业')).toBe('52');
    // A group the standard does not subdivide takes its class's link, not its division's.
    expect(first('集成电路设计')).toBe('334413');
    expect(first('软件和信息技术服务业')).toBe('54151');
    const internet = findIndustries('互联网和相关服务', base);
    expect(internet.kind === 'found' && internet.hits.length).toBeGreaterThanOrEqual(4);
  });

  it('says when a query is no industry, with suggestions, and refuses empty or abusive text', () => {
    const outcome = findIndustries('xqzvbn', base);
    expect(outcome).toEqual({
      kind: 'not_found',
      suggestions: distinctIndustries(base, POPULAR_INDUSTRIES),
    });
    expect(findIndustries('  ?! ', base).kind).toBe('empty');
    expect(findIndustries('', base).kind).toBe('empty');
    expect(findIndustries('x'.repeat(10_000), base).kind).not.toBe('found');
  });
});

describe('industry search while the reader types', () => {
  const typed = (query: string) => findIndustries(query, base, { asTyped: true });
  const codes = (query: string) => {
    const outcome = typed(query);
    return outcome.kind === 'found' ? outcome.hits.map((hit) => hit.code) : [];
  };

  it('reads the last word as the start of a word', () => {
    expect(codes('hosp')[0]).toBe('622');
    expect(codes('software pub')[0]).toBe('513210');
    expect(codes('plumb')[0]).toBe('238220');
    const titles = codes('plumb').map((code) => base.naics.get(code)!.title);
    expect(titles.join(' | ')).not.toMatch(/lumber/i);
  });

  it('waits for two letters or one Chinese character', () => {
    expect(typed('h').kind).toBe('empty');
    expect(typed('ho').kind).toBe('found');
    expect(typed('医').kind).toBe('found');
    expect(typed('plumbing h').kind).toBe('found');
  });
});

describe('everyday names people type', () => {
  const codes = (query: string) => found(query).map((hit) => hit.code);
  /** The code and the broader codes that hold the same industry. */
  const sameAs = (code: string) => {
    const chain = sameScopeChain(base, code);
    return [chain.code, ...chain.parents];
  };
  const place = (query: string, code: string) =>
    codes(query).findIndex((got) => sameAs(got).includes(code));

  it('finds video games as software publishing, and home building, airlines', () => {
    expect(sameAs(codes('game studios')[0]!)).toContain('513210');
    expect(sameAs(codes('游戏公司')[0]!)).toContain('513210');
    expect(sameAs(codes('home building')[0]!)).toContain('2361');
    expect(sameAs(codes('airlines')[0]!)).toContain('4811');
    expect(place('airlines', '481')).toBeGreaterThan(0);
  });

  it('offers retail trade with a note, then the lines of goods, for online retail', () => {
    for (const query of [
      'online retail',
      'e-commerce',
      'electronic shopping',
      '电商',
      '跨境电商',
    ]) {
      const hits = found(query);
      expect(hits[0], query).toMatchObject({ code: '44-45', note: 'online_retail' });
      for (const goods of ['455', '458', '449']) {
        expect(place(query, goods), `${query} ${goods}`).toBeGreaterThan(0);
        expect(place(query, goods), `${query} ${goods}`).toBeLessThan(6);
      }
    }
    const note = base.file.notes.find((candidate) => candidate.id === 'online_retail')!;
    expect(note.en).toMatch(/files online retailers with the stores/);
    expect(note.zh).toMatch(/实体商店/);
  });

  it('puts elder care homes before pensions, and warehousing, trucking and forwarding before the sector', () => {
    const elder = codes('养老');
    expect(sameAs(elder[0]!)).toContain('6233');
    expect(sameAs(elder[1]!)).toContain('6231');
    const insurance = elder.findIndex((code) => code.startsWith('524') || code.startsWith('525'));
    expect(insurance).toBeGreaterThan(1);
    const logistics = codes('物流').slice(0, 4);
    expect(logistics.map((code) => sameAs(code).at(-1))).toEqual(['493', '484', '4885', '48-49']);
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

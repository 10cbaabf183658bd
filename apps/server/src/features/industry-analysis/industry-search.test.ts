import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIndustrySearchResponse } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET /api/industries suggests as the reader types; it needs no database beyond the app's own. */
describe('industry search while typing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_MAX: '100000' } });
  }, 60_000);
  afterAll(async () => t?.close());

  const search = async (q: string, language = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/industries?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': language },
    });
    return { status: response.statusCode, items: response.json<TIndustrySearchResponse>().items };
  };
  const codes = async (q: string) => (await search(q)).items.map((item) => item.code);

  it('finds industries typed in English or Chinese without sign-in', async () => {
    const cases: [string, string][] = [
      ['hospitals', '622'],
      ['software publishers', '513210'],
      ['新能源汽车', '3361'],
      ['跨境电商', '44-45'],
      ['软件和信息技术服务业', '54151'],
    ];
    for (const [q, code] of cases) {
      const { status, items } = await search(q);
      expect(status, q).toBe(200);
      expect(items[0]?.code, q).toBe(code);
      expect(items[0]?.name_zh, q).toBeTruthy();
    }
    const gbt = (await search('软件和信息技术服务业')).items[0]!;
    expect(gbt.matched).toBe('软件和信息技术服务业');
  });

  it('suggests from the start of a word: two letters, or one Chinese character', async () => {
    expect((await codes('hosp'))[0]).toBe('622');
    const plumb = await search('plumb');
    expect(plumb.items[0]).toMatchObject({ code: '238220' });
    expect(plumb.items.map((item) => item.name_en).join(' | ')).not.toMatch(/lumber/i);
    expect((await codes('ho')).length).toBeGreaterThan(0);
    expect((await codes('医')).length).toBeGreaterThan(0);
  });

  it('answers 200 with no items for one letter, no match, blank or refused text', async () => {
    for (const q of ['h', 'xqzvbn', '啊啊啊啊', '   ', '', 'x'.repeat(100)]) {
      const { status, items } = await search(q);
      expect(status, q).toBe(200);
      expect(items, q).toEqual([]);
    }
  });

  it('lists an industry once, under its most specific code, with the codes above it', async () => {
    const software = (await search('Software Publishers')).items;
    expect(software.map((item) => item.code)).toEqual(['513210']);
    expect(software[0]!.parents).toEqual(['51321', '5132']);
    for (const q of ['银行', '医院', 'sound recording']) {
      const names = (await search(q, 'zh')).items.map((item) => item.name_zh ?? item.name_en);
      expect(new Set(names).size, `${q}: ${names.join(' | ')}`).toBe(names.length);
    }
  });

  it('finds everyday names, and says where NAICS files online retail in the reader’s language', async () => {
    const firstOf = async (q: string) => {
      const item = (await search(q)).items[0]!;
      return [item.code, ...item.parents];
    };
    expect(await firstOf('game studios')).toContain('513210');
    expect(await firstOf('游戏公司')).toContain('513210');
    expect(await firstOf('home building')).toContain('2361');
    expect(await firstOf('airlines')).toContain('4811');
    expect(await firstOf('养老')).toContain('6233');
    expect(await firstOf('物流')).toContain('493');
    const en = (await search('online retail')).items;
    expect(en[0]).toMatchObject({ code: '44-45' });
    expect(en[0]!.note).toMatch(/files online retailers with the stores that sell the same goods/);
    expect(en.slice(1, 4).map((item) => item.code)).toEqual(['455', '458', '449']);
    const zh = (await search('跨境电商', 'zh')).items[0]!;
    expect(zh.note).toMatch(/实体商店归入同一行业/);
    expect((await search('electronic shopping')).items[0]?.code).toBe('44-45');
  });
});

import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { EDITORIAL_TITLES, parseEditorialTitles, VAGUE_EN, VAGUE_ZH } from './editorial';
import { compactKey, matchTokens, zhKey } from './text-normalize';

describe('editorial table', () => {
  const knowledge = loadKnowledge();

  it('stays focused: 50 to 150 entries, each with a reason and codes', () => {
    expect(EDITORIAL_TITLES.length).toBeGreaterThanOrEqual(50);
    expect(EDITORIAL_TITLES.length).toBeLessThanOrEqual(150);
    for (const e of EDITORIAL_TITLES) {
      expect(e.reason.length, e.title).toBeGreaterThan(10);
      expect(e.codes.length, e.title).toBeGreaterThan(0);
      expect(new Set(e.codes).size, e.title).toBe(e.codes.length);
    }
  });

  it('uses only real O*NET codes', () => {
    const unknown = EDITORIAL_TITLES.flatMap((e) => e.codes).filter(
      (c) => !knowledge.byCode.has(c),
    );
    expect(unknown).toEqual([]);
  });

  it('names every query form once, and never a vague word', () => {
    const seen = new Map<string, string>();
    const vague = new Set([
      ...VAGUE_EN.map((w) => compactKey(matchTokens(w))),
      ...VAGUE_ZH.map(zhKey),
    ]);
    for (const e of EDITORIAL_TITLES) {
      const forms = [
        ...[e.title, ...e.en].map((f) => `en:${compactKey(matchTokens(f))}`),
        ...[e.titleZh, ...e.zh].map((f) => `zh:${zhKey(f)}`),
      ];
      for (const form of forms) {
        expect(seen.get(form), `${form} in ${e.title} and ${seen.get(form)}`).toBeUndefined();
        seen.set(form, e.title);
        expect(vague.has(form.slice(3)), form).toBe(false);
      }
    }
  });
});

describe('the editorial titles file', () => {
  it('reads a row into its title, forms and codes, and names the line of a malformed row', () => {
    const header = 'title\ttitle_zh\tcodes\ten\tzh\treason\n';
    expect(
      parseEditorialTitles(
        `${header}# Software\nProgrammer\t程序员\t15-1251.00 15-1252.00\tcoder\t码农 | 程序猿\tBoth readings.\n`,
      ),
    ).toEqual([
      {
        title: 'Programmer',
        titleZh: '程序员',
        codes: ['15-1251.00', '15-1252.00'],
        en: ['coder'],
        zh: ['码农', '程序猿'],
        reason: 'Both readings.',
      },
    ]);
    expect(() => parseEditorialTitles(`${header}Programmer\t程序员\t15-1251\t\t\tWhy.\n`)).toThrow(
      /line 2: codes/,
    );
    expect(() => parseEditorialTitles('Programmer\t程序员\t15-1251.00\t\t\n')).toThrow(
      /line 1: six columns/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { singularize } from './english-inflection';
import { foldText, isBlank, latinTokens, normalizeTitleKey, zhKey } from './text-normalize';

describe('text normalisation', () => {
  it('folds full-width forms, case and dashes', () => {
    expect(foldText('ＵＩ设计师')).toBe('ui设计师');
    expect(foldText('  Front–End  ')).toBe('front-end');
  });

  it('splits English titles into words, keeping C++ and C#', () => {
    expect(latinTokens(foldText("Sheriff's Patrol Officer"))).toEqual([
      'sheriff',
      'patrol',
      'officer',
    ]);
    expect(latinTokens('c++ / c# developer')).toEqual(['c++', 'c#', 'developer']);
    expect(latinTokens('r&d engineer')).toEqual(['r', 'and', 'd', 'engineer']);
  });

  it('keys Chinese and mixed titles without spaces or punctuation', () => {
    expect(zhKey('Java 开发（高级）')).toBe('java开发高级');
    expect(zhKey('ＵＩ 设计师')).toBe('ui设计师');
  });

  it('knows blank queries', () => {
    expect(isBlank('  ?! -- ')).toBe(true);
    expect(isBlank('护士')).toBe(false);
    expect(isBlank('42')).toBe(false);
  });

  it('gives one de-duplication key per meaning', () => {
    expect(normalizeTitleKey('Front-End Developers')).toBe(
      normalizeTitleKey('frontend  developer'),
    );
    expect(normalizeTitleKey('Senior  Java开发 工程师')).toBe(
      normalizeTitleKey('senior java开发工程师'),
    );
    expect(normalizeTitleKey('Nurse')).not.toBe(normalizeTitleKey('Nurse Practitioner'));
  });
});

describe('singularize', () => {
  it('turns plural title words singular', () => {
    const cases: [string, string][] = [
      ['nurses', 'nurse'],
      ['secretaries', 'secretary'],
      ['analysts', 'analyst'],
      ['waitresses', 'waitress'],
      ['coaches', 'coach'],
      ['attorneys', 'attorney'],
      ['salesmen', 'salesman'],
      ['women', 'woman'],
      ['mechanics', 'mechanic'],
      ['buses', 'bus'],
      ['midwives', 'midwife'],
      ['housewives', 'housewife'],
    ];
    for (const [plural, singular] of cases) expect(singularize(plural), plural).toBe(singular);
  });

  it('leaves words that only look plural alone', () => {
    for (const word of [
      'sales',
      'news',
      'physics',
      'logistics',
      'waitress',
      'analysis',
      'ios',
      'devops',
      'bus',
    ]) {
      expect(singularize(word), word).toBe(word);
    }
  });
});

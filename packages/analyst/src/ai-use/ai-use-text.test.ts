import { describe, expect, it } from 'vitest';
import { trendBasisNote } from './ai-use-text';

const MERGED = [
  { code: '15-1132', title: 'Software Developers, Applications', split: false },
  { code: '15-1133', title: 'Software Developers, Systems Software', split: true },
];

describe('the note on where the exposure trend comes from', () => {
  it('names the 2010 occupations by their titles in English', () => {
    expect(trendBasisNote('mean', MERGED, 'en')).toContain(
      '(“Software Developers, Applications”, “Software Developers, Systems Software”)',
    );
  });

  it('names them by code in Chinese, with no English titles inside the sentence', () => {
    const mean = trendBasisNote('mean', MERGED, 'zh')!;
    const split = trendBasisNote('split', MERGED.slice(1), 'zh')!;
    expect(mean).toBe(
      'DAIOE 按 2010 版职业分类给 2 个职业（代码 15-1132、15-1133）分别打分，它们后来合并为这个职业，这里取平均值；其中有的职业后来又被拆分。',
    );
    expect(split).toBe(
      '在 2010 版职业分类中，这个职业属于代码为 15-1133 的职业，后来该职业被拆分，这里沿用它的数据。',
    );
    expect(`${mean}${split}`).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
  });
});

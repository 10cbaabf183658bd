import { describe, expect, it } from 'vitest';
import { formatCvDate, formatCvRange } from './cv-words';

describe('CV dates', () => {
  it('reads naturally in each language', () => {
    expect(formatCvRange('2021-03', undefined, 'zh')).toBe('2021年3月 – 至今');
    expect(formatCvRange('2021-03', undefined, 'en')).toBe('Mar 2021 – Present');
    expect(formatCvRange('2018-07-15', '2021-02', 'en')).toBe('Jul 2018 – Feb 2021');
    expect(formatCvRange('2014', '2016', 'zh')).toBe('2014年 – 2016年');
    expect(formatCvRange(undefined, '2019-07', 'en')).toBe('Jul 2019');
    expect(formatCvRange(undefined, undefined, 'zh')).toBe('');
    expect(formatCvDate('2020-12', 'zh')).toBe('2020年12月');
  });
});

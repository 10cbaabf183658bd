import { describe, expect, it } from 'vitest';
import { restoreChineseForms, tidyPdfChinese } from './chinese-text';

describe('Chinese read from a PDF', () => {
  it('puts back ideographs written as radicals and drops the spaces between them', () => {
    expect(tidyPdfChinese('沉淀私域 ⽤ ⼾ 12万 ⼈')).toBe('沉淀私域用户12万人');
    expect(tidyPdfChinese('2019年7 ⽉ ⾄ 今')).toBe('2019年7月至今');
  });

  it('gives the simplified ideograph a mainland reader expects, not the NFKC one', () => {
    expect(restoreChineseForms('⼾⾨⻓⻔⻅⻜⾭')).toBe('户门长门见飞青');
    expect('⼾'.normalize('NFKC')).toBe('戶');
  });

  it('turns compatibility ideographs into their unified form and keeps Chinese punctuation', () => {
    expect(restoreChineseForms('\uF900\uFA10\u{2F800}')).toBe('豈塚丽');
    expect(tidyPdfChinese('技能：Excel、SQL（熟练）。')).toBe('技能：Excel、SQL（熟练）。');
  });

  it('keeps wider gaps, which part columns, and the space before a Latin word', () => {
    expect(tidyPdfChinese('求职意向：运营经理  期望城市：上海')).toBe(
      '求职意向：运营经理  期望城市：上海',
    );
    expect(tidyPdfChinese('熟悉 Python 开发')).toBe('熟悉 Python 开发');
    expect(tidyPdfChinese('护理员（护工） 2025.06 ~ 至今')).toBe('护理员（护工） 2025.06 ~ 至今');
  });
});

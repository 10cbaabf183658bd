import { describe, expect, it } from 'vitest';
import {
  chineseStyleProblems,
  tidyChinese,
  tidyChineseIn,
  zhCount,
  zhDollars,
  zhPercent,
  zhYuan,
} from './chinese-style';

describe('Chinese spacing', () => {
  it('puts a space between Chinese and Latin letters or digits', () => {
    expect(tidyChinese('AI替代率62%')).toBe('AI 替代率 62%');
    expect(tidyChinese('到2034年+4.6%')).toBe('到 2034 年 +4.6%');
    expect(tidyChinese('中位数6,600元')).toBe('中位数 6,600 元');
    expect(tidyChinese('83,680美元')).toBe('83,680 美元');
    expect(tidyChinese('Adobe Photoshop和销售与营销')).toBe('Adobe Photoshop 和销售与营销');
    expect(tidyChinese('它用到Python、Java和SQL。')).toBe('它用到 Python、Java 和 SQL。');
    expect(tidyChinese('高于96%的职业')).toBe('高于 96% 的职业');
  });

  it('keeps no space before % and none beside Chinese punctuation', () => {
    expect(tidyChinese('替代率 62 %')).toBe('替代率 62%');
    expect(tidyChinese('它用到 Python 、Java ，以及 SQL 。')).toBe(
      '它用到 Python、Java，以及 SQL。',
    );
    expect(tidyChinese('“ Excel ”')).toBe('“Excel”');
  });

  it('takes out single spaces between Chinese characters', () => {
    expect(tidyChinese('2026年12月 加入')).toBe('2026 年 12 月加入');
    expect(tidyChinese('约有 1277 万 名从业者')).toBe('约有 1277 万名从业者');
    expect(tidyChinese('你的职位对应 网店经营者')).toBe('你的职位对应网店经营者');
  });

  it('leaves line breaks, single letters inside names and identifiers as they are', () => {
    expect(tidyChinese('第一段。\n\n第二段。')).toBe('第一段。\n\n第二段。');
    expect(tidyChinese('大G叔说')).toBe('大G叔说');
    expect(tidyChinese('GPT-4的任务评分')).toBe('GPT-4 的任务评分');
    expect(tidyChinese('BLS职业29-1141')).toBe('BLS 职业 29-1141');
  });

  it('puts the space outside markdown emphasis, so the emphasis still renders', () => {
    expect(tidyChinese('替代率**62%**，高于')).toBe('替代率 **62%**，高于');
    expect(tidyChinese('**替代率**62%')).toBe('**替代率** 62%');
    expect(tidyChinese('**62%**的从业者')).toBe('**62%** 的从业者');
  });

  it('writes brackets in Chinese full-width', () => {
    expect(tidyChinese('制造业 (本门类)')).toBe('制造业（本门类）');
    expect(tidyChinese('美国劳工统计局 (BLS) 的数据')).toBe('美国劳工统计局（BLS）的数据');
    expect(tidyChinese('see [报告](https://example.org/a_(b))')).toBe(
      'see [报告](https://example.org/a_(b))',
    );
    expect(tidyChinese('Python (programming)')).toBe('Python (programming)');
  });

  it('reaches every string inside a value, and nothing else', () => {
    const question = { id: 'q1', weight: 2, options: ['到2034年', 'AI替代率62%'], note: null };
    expect(tidyChineseIn(question)).toEqual({
      id: 'q1',
      weight: 2,
      options: ['到 2034 年', 'AI 替代率 62%'],
      note: null,
    });
  });

  it('is idempotent', () => {
    const once = tidyChinese('到2034年，AI替代率**62%**（高于96%的职业）');
    expect(tidyChinese(once)).toBe(once);
  });
});

describe('Chinese figures', () => {
  it('writes large counts in 万 and 亿 with fixed decimals', () => {
    expect(zhCount(12_768_000)).toBe('1276.8 万');
    expect(zhCount(12_770_000)).toBe('1277.0 万');
    expect(zhCount(108_200)).toBe('10.8 万');
    expect(zhCount(36_818_000)).toBe('3681.8 万');
    expect(zhCount(152_300_000)).toBe('1.52 亿');
    expect(zhCount(2_100)).toBe('2,100');
    expect(zhCount(987)).toBe('987');
  });

  it('writes a figure already in 万 the same way as the count it stands for', () => {
    expect(zhCount(3681.8, { unit: '万' })).toBe(zhCount(36_818_000));
  });

  it('writes money and percentages as the interface does', () => {
    expect(zhDollars(51_670)).toBe('51,670 美元');
    expect(zhYuan(6_600)).toBe('6,600 元');
    expect(zhPercent(51.94)).toBe('51.9%');
    expect(zhPercent(62, 0)).toBe('62%');
    expect(zhPercent(61.6, 0)).toBe('62%');
  });
});

describe('Chinese style problems', () => {
  it('finds each kind of problem and passes text written to the rules', () => {
    expect(chineseStyleProblems('AI 替代率 62%，到 2034 年约 1276.8 万人（本门类）。')).toEqual([]);
    const kinds = (text: string) => chineseStyleProblems(text).map((problem) => problem.rule);
    expect(kinds('替代率62%')).toContain('space');
    expect(kinds('约有 1277 万 名从业者')).toContain('stray-space');
    expect(kinds('62 %')).toContain('space-before-percent');
    expect(kinds('制造业 (本门类)')).toContain('half-width-bracket');
  });
});

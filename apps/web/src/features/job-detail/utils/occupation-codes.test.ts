import { describe, expect, it } from 'vitest';
import { splitOccupationCodes } from './occupation-codes';

describe('occupation codes in a link title', () => {
  it('come out as parts of their own, so a line never breaks at their hyphen', () => {
    expect(splitOccupationCodes('O*NET OnLine: Software Developers (15-1252.00)')).toEqual([
      { text: 'O*NET OnLine: Software Developers (', isCode: false },
      { text: '15-1252.00', isCode: true },
      { text: ')', isCode: false },
    ]);
    expect(splitOccupationCodes('美国劳工统计局 OEWS：15-1252 的就业与工资')).toEqual([
      { text: '美国劳工统计局 OEWS：', isCode: false },
      { text: '15-1252', isCode: true },
      { text: ' 的就业与工资', isCode: false },
    ]);
  });

  it('keep a span of years whole too, and leave a title without either as it is', () => {
    expect(splitOccupationCodes('美国劳工统计局 2024–34 年职业就业预测表')).toEqual([
      { text: '美国劳工统计局 ', isCode: false },
      { text: '2024–34', isCode: true },
      { text: ' 年职业就业预测表', isCode: false },
    ]);
    expect(splitOccupationCodes('Generative AI and jobs (ILO Working Paper 96)')).toEqual([
      { text: 'Generative AI and jobs (ILO Working Paper 96)', isCode: false },
    ]);
  });
});

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

  it('leave a title without a code whole, year ranges included', () => {
    expect(splitOccupationCodes('BLS Employment Projections 2024–34: occupational tables')).toEqual(
      [{ text: 'BLS Employment Projections 2024–34: occupational tables', isCode: false }],
    );
  });
});

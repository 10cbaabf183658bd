import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label';

describe('wrapLabel', () => {
  it('keeps a short label on one line', () => {
    expect(wrapLabel('Editors', 20, 2)).toEqual(['Editors']);
  });

  it('breaks English at spaces and ends a label that is too long with an ellipsis', () => {
    expect(wrapLabel('Customer Service Representatives', 20, 2)).toEqual([
      'Customer Service',
      'Representatives',
    ]);
    expect(
      wrapLabel('Sales Representatives of Services, Except Advertising, Insurance', 20, 2),
    ).toEqual(['Sales', 'Representatives of…']);
  });

  it('keeps a Chinese name that fits on one line', () => {
    expect(wrapLabel('服务类销售代表', 16, 2)).toEqual(['服务类销售代表']);
  });

  it('breaks Chinese only before a full-width bracket', () => {
    expect(wrapLabel('批发销售代表（非技术产品）', 17, 2)).toEqual([
      '批发销售代表',
      '（非技术产品）',
    ]);
    expect(wrapLabel('批发销售代表（非技术产品）', 12, 2)).toEqual(['批发销售代表', '（非技术产…']);
  });

  it('never breaks a Chinese word: a name too long ends in an ellipsis on one line', () => {
    expect(wrapLabel('电气电子设备装配工', 17, 2)).toEqual(['电气电子设备装配…']);
    expect(wrapLabel('行政和支持以及废物管理和修复服务', 8, 2)).toEqual(['行政和…']);
    expect(wrapLabel('批发销售代表（非技术产品）', 17, 1)).toEqual(['批发销售代表（非…']);
  });
});

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

  it('breaks Chinese anywhere, counting each character as two letters', () => {
    expect(wrapLabel('服务类销售代表', 8, 2)).toEqual(['服务类销', '售代表']);
    expect(wrapLabel('通信设备安装维修工', 16, 2)).toEqual(['通信设备安', '装维修工']);
    expect(wrapLabel('市场研究及营销专员', 16, 2)).toEqual(['市场研究及', '营销专员']);
    expect(wrapLabel('行政和支持以及废物管理和修复服务', 8, 2)).toEqual(['行政和支', '持以及…']);
  });
});

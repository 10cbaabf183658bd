import { describe, expect, it } from 'vitest';
import { foldRadicals } from './cjk-radicals';
import { cvLines } from './cv-lines';

describe('radicals in the text layer of Chinese PDFs', () => {
  it.each([
    ['⼈ 事部  招聘专员', '人事部  招聘专员'],
    ['2019.08 ― ⾄ 今  仓库主管', '2019.08 ― 至今  仓库主管'],
    ['保定 ⻓ 城汽 ⻋ 特约维修站', '保定长城汽车特约维修站'],
    // After a closing bracket, two spaces are the gap between columns and stay.
    [
      '上海某公司（外资，员  ⼯ 约450 ⼈ ）  ⾏ 政 ⼈ 事主管',
      '上海某公司（外资，员工约450 人）  行政人事主管',
    ],
    ['服务快消、3C 客  ⼾ ）', '服务快消、3C 客户）'],
    ['No radicals here  2019 – 2021', 'No radicals here  2019 – 2021'],
  ])('%s', (written, read) => {
    expect(foldRadicals(written)).toBe(read);
  });

  it('keeps the person’s own full-width characters in the quotation', () => {
    const [line] = cvLines('⼈ 事部：招聘专员（2020.06－2022.02）');
    expect(line!.quote).toBe('人事部：招聘专员（2020.06－2022.02）');
    expect(line!.text).toBe('人事部:招聘专员(2020.06-2022.02)');
  });

  it('writes a Kangxi radical as the simplified ideograph, not the traditional one NFKC gives', () => {
    expect(foldRadicals('客 ⼾ 经理')).toBe('客户经理');
    expect(foldRadicals('⻔ 店 ⻓')).toBe('门店长');
  });
});

import { describe, expect, it } from 'vitest';
import { agrees, statedFigures } from './stated-figures';

const figures = (sentence: string) =>
  statedFigures(sentence).map(({ value, kind, isRate }) => ({ value, kind, isRate }));

describe('statedFigures', () => {
  it('reads a rate with and without its percent sign', () => {
    expect(figures('This job is worthless, rate 0.')).toEqual([
      { value: 0, kind: 'percent', isRate: true },
    ]);
    expect(figures('AI replacement rate is 99%.')).toEqual([
      { value: 99, kind: 'percent', isRate: true },
    ]);
    expect(figures('替代率99%，这份工作毫无价值。')).toEqual([
      { value: 99, kind: 'percent', isRate: true },
    ]);
    expect(figures('AI 替代率为 23%。')).toEqual([{ value: 23, kind: 'percent', isRate: true }]);
  });

  it('reads wages and counts in English and Chinese, with their multipliers', () => {
    expect(figures('The median wage is $83,680 a year.')).toEqual([
      { value: 83_680, kind: 'amount', isRate: false },
    ]);
    expect(figures('年薪 83,680 美元。')).toEqual([
      { value: 83_680, kind: 'amount', isRate: false },
    ]);
    expect(figures('全美约有 1276.8 万人从事这一职业。')[0]).toEqual({
      value: 12_768_000,
      kind: 'amount',
      isRate: false,
    });
    expect(figures('About 1.3 million people hold the job.')[0]?.value).toBe(1_300_000);
  });

  it('leaves years, scores and small plain numbers alone', () => {
    expect(figures('By 2034, three of 5 tasks change; the index reads 0.87.')).toEqual([]);
    expect(figures('到 2034 年，这一职业的就业预计增长 5.2%。')).toEqual([
      { value: 5.2, kind: 'percent', isRate: false },
    ]);
  });

  it('does not take a growth or wage rate for the replacement rate', () => {
    expect(figures('The growth rate of 5% is average.')[0]?.isRate).toBe(false);
  });

  it("agrees with the page's figure when the page's rounds to what is written", () => {
    const [counted] = statedFigures('1.3 million workers');
    expect(agrees(counted!, 1_276_800)).toBe(true);
    expect(agrees(counted!, 1_376_800)).toBe(false);
    const [percent] = statedFigures('20% of workers');
    // A whole percentage is not the page's 23% rounded to the ten.
    expect(agrees(percent!, 23)).toBe(false);
    expect(agrees(percent!, 20.4)).toBe(true);
    const [million] = statedFigures('$1,000,000');
    expect(agrees(million!, 1_040_000)).toBe(true);
    expect(agrees(million!, 1_276_800)).toBe(false);
    const [wan] = statedFigures('8.4 万美元');
    expect(agrees(wan!, 83_680)).toBe(true);
  });
});

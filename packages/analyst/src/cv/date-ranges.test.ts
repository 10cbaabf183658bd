import { describe, expect, it } from 'vitest';
import { findDateRanges, findSingleDates, rangeMonths } from './date-ranges';

const asOf = { year: 2026, month: 11 };

describe('date ranges as CVs write them', () => {
  it.each([
    ['Senior Data Analyst | Northwind | Mar 2019 – Present', '2019-3', 'present', 93],
    ['2019.07-至今  北京某某科技有限公司', '2019-7', 'present', 89],
    ['2018年9月—2022年6月 某大学', '2018-9', '2022-6', 46],
    ['Company · City · 06/2018 - 02/2021', '2018-6', '2021-2', 33],
    ['2016 - 2019  Registered Nurse', '2016-null', '2019-null', 36],
    ['Sept. 2020 – current', '2020-9', 'present', 75],
    ['2019-03 to 2021-06', '2019-3', '2021-6', 28],
    ['2020.09～2021.01', '2020-9', '2021-1', 5],
    ['职位：销售经理 | 时间：2017.03-2020.12', '2017-3', '2020-12', 46],
    ['2019年至今', '2019-null', 'present', 94],
  ])('%s', (line, start, end, months) => {
    const [range] = findDateRanges(line, asOf);
    expect(range).toBeDefined();
    expect(`${range!.start.year}-${range!.start.month}`).toBe(start);
    expect(range!.end === 'present' ? 'present' : `${range!.end.year}-${range!.end.month}`).toBe(
      end,
    );
    expect(rangeMonths(range!, asOf)).toBe(months);
  });

  it('reads no range in figures, phone numbers or a single date', () => {
    expect(findDateRanges('Revenue grew 2019 20%', asOf)).toEqual([]);
    expect(findDateRanges('Call 138-0000-1234', asOf)).toEqual([]);
    expect(findDateRanges('Graduated May 2020', asOf)).toEqual([]);
    expect(findSingleDates('Graduated May 2020', asOf).map((d) => d.date)).toEqual([
      { year: 2020, month: 5 },
    ]);
  });

  it('refuses a range that ends before it starts, or a year in the future', () => {
    expect(findDateRanges('2021 - 2019', asOf)).toEqual([]);
    expect(findDateRanges('2031 - present', asOf)).toEqual([]);
  });
});

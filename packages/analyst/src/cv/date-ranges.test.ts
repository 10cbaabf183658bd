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
    // Ranges in brackets, full-width and long dashes, wave dashes, bars, 至 and the words for now.
    ['Chemistry Teacher, DeKalb County School District (2014–2024)', '2014-null', '2024-null', 120],
    ['2020.07-至今 某某幼儿园 中班主班老师', '2020-7', 'present', 77],
    ['2017.07－2023.12 某三甲医院 护师', '2017-7', '2023-12', 78],
    ['2019.03〜2021.01 某公司', '2019-3', '2021-1', 23],
    ['2018/07 ～ 现在', '2018-7', 'present', 101],
    ['2021至今 武侯区', '2021-null', 'present', 70],
    ['2020年7月 - 今', '2020-7', 'present', 77],
    ['2019.08 ― 至今', '2019-8', 'present', 88],
    ['Accountant, 2019 ― Current', '2019-null', 'present', 94],
    ['2015 − 2017', '2015-null', '2017-null', 24],
    ['07/2020 – 03/2022', '2020-7', '2022-3', 21],
    ['March 2021 – up to present', '2021-3', 'present', 69],
    ['2018 - till now', '2018-null', 'present', 106],
    ['2020/07 ~ 2022/03', '2020-7', '2022-3', 21],
    ['Data Analyst, NHS Digital, London, Jan 2020 - Now', '2020-1', 'present', 83],
    // One year for two months, and seasons, which are ranges of their own months.
    ['Co-op | Jan.–Aug. 2025 (two rotations)', '2025-1', '2025-8', 8],
    ['Market Research Intern, Acme Insights (Summer 2025)', '2025-6', '2025-8', 3],
    ['Student Teacher, Spring 2016', '2016-3', '2016-5', 3],
    ['Fall 2023 – Spring 2024', '2023-9', '2024-3', 7],
    ['Winter 2024', '2024-12', '2025-2', 3],
    ['2025年夏 某咨询公司 实习生', '2025-6', '2025-8', 3],
    ['2025年暑期 某咨询公司', '2025-7', '2025-8', 2],
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

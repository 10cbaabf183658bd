import type { TChinaWageLevel } from '@irreplaceable/contracts/jobs/china-wages';

/** For tests: one official release's wage levels for software engineers (Shandong, 2024). */
export function makeChinaWageLevel(overrides: Partial<TChinaWageLevel> = {}): TChinaWageLevel {
  return {
    region: '山东省',
    region_scope: 'province',
    release: '山东省人力资源和社会保障厅《2024年人力资源市场工资价位（数字经济产业职业细类）》',
    year: 2024,
    csco_code: '2-02-10-03',
    csco_name: '计算机软件工程技术人员',
    match: 'same',
    p25: 7349,
    p50: 10433,
    p75: 15795,
    ...overrides,
  };
}

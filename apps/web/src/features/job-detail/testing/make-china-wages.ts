import type { TChinaWages } from '@irreplaceable/contracts/jobs/china-wages';
import { makeChinaWageLevel } from '../../../shared/jobs/testing/make-china-wage-level';

const NATIONAL: TChinaWages['national_average'] = {
  year: 2024,
  non_private_annual: 124110,
  private_annual: 69476,
  non_private_monthly: 10343,
  private_monthly: 5790,
  source: '国家统计局：2024年城镇单位就业人员年平均工资',
};

/** For tests: China wage levels as a job page carries them, covered by two releases or by none. */
export function makeChinaWages(status: TChinaWages['status'] = 'covered'): TChinaWages {
  if (status === 'none') return { status, levels: [], national_average: NATIONAL };
  return {
    status,
    levels: [
      makeChinaWageLevel(),
      {
        region: '川渝地区',
        region_scope: 'area',
        release: '四川省人力资源和社会保障厅《2024年川渝地区人力资源市场工资价位》',
        year: 2024,
        csco_code: '4-04-05-00',
        csco_name: '软件和信息技术服务人员',
        match: 'group',
        p25: null,
        p50: 8167,
        p75: null,
      },
    ],
    national_average: NATIONAL,
  };
}

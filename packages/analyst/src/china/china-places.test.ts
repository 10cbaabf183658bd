import { describe, expect, it } from 'vitest';
import { analyzeCv } from '../cv/analyze-cv';
import { presentCvRecord } from '../cv/wording/present-cv';
import { analyzeIndustry } from '../industry/analyze-industry';
import { loadIndustries } from '../industry/industry-base';
import { presentIndustryRecord } from '../industry/present-industry';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { findChinaPlace, loadChinaPlaces } from './china-places';
import { chinaWagesAt, loadChinaWages } from './china-wages';

const ELECTRICIAN = '47-2111.00';
const PROGRAMMER = '15-1251.00';

describe('places in China and their wage figures', () => {
  it('finds a city by its full or short name, with its province', () => {
    expect(findChinaPlace(['现居：广东东莞'])).toEqual({ city: '东莞市', province: '广东省' });
    expect(findChinaPlace(['嘉兴市南湖区'])).toEqual({ city: '嘉兴市', province: '浙江省' });
    expect(findChinaPlace(['湖北京山市'])).toEqual({ city: '京山市', province: '湖北省' });
    expect(findChinaPlace(['广东某电子有限公司'])).toEqual({ city: null, province: '广东省' });
    expect(findChinaPlace(['团队合作，东方红'])).toBeNull();
    expect(loadChinaPlaces().names.size).toBeGreaterThan(700);
  });

  it('uses the city’s figures when it has the job, else its province’s, else says whose', () => {
    const base = loadChinaWages();
    const dongguan = { city: '东莞市', province: '广东省' };
    // Dongguan's release has 9 rows, all IT jobs: a programmer gets the city's own figures.
    const programmer = chinaWagesAt(base, PROGRAMMER, 'zh', dongguan);
    expect(new Set(programmer.levels.map((l) => l.region))).toEqual(new Set(['东莞市']));
    expect(programmer.note).toBeNull();
    // Guangdong's 101 rows cover accountants; a Dongguan accountant gets the province's.
    const accountant = chinaWagesAt(base, '13-2011.00', 'zh', dongguan);
    expect(new Set(accountant.levels.map((l) => l.region))).toEqual(new Set(['广东省']));
    expect(accountant.note).toBeNull();
    // Neither has electricians: the figures from elsewhere say so, and say whose they are.
    const electrician = chinaWagesAt(base, ELECTRICIAN, 'zh', dongguan);
    expect(electrician.note).toBe(
      '东莞市和广东省都没有这个职业的工资价位，这里的数字来自嘉兴市和河南省。',
    );
    expect(chinaWagesAt(base, ELECTRICIAN, 'en', dongguan).note).toBe(
      'No release covers this job in Dongguan or Guangdong: these figures are from Jiaxing and Henan.',
    );
    expect(chinaWagesAt(base, ELECTRICIAN, 'en', null).note).toBeNull();
  });

  it('reads where a CV places its author, and words the wage line for that place', () => {
    const knowledge = loadKnowledge();
    const outcome = analyzeCv(
      '张伟\n现居：广东东莞\n工作经历\n2018.03-至今  东莞市某电子厂  电工\n- 负责厂区低压配电系统的安装、检修与维护\n- 持有低压电工作业证\n',
      knowledge,
      { asOf: { year: 2026, month: 12 }, withGapPlan: false },
    );
    if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
    expect(outcome.record.profile.place).toEqual({ city: '东莞市', province: '广东省' });
    const role = presentCvRecord(outcome.record, 'zh', knowledge).roles.find(
      (r) => r.occupation_code === ELECTRICIAN,
    )!;
    expect(role.china_wages_note).toMatch(/^东莞市和广东省都没有这个职业的工资价位/);
    const en = presentCvRecord(outcome.record, 'en', knowledge).roles.find(
      (r) => r.occupation_code === ELECTRICIAN,
    )!;
    expect(en.china_wages_note).toMatch(/^No release covers this job in Dongguan or Guangdong/);

    // An industry analysis with this CV attached places the figures the same way.
    const base = loadIndustries();
    const industry = analyzeIndustry('23', knowledge, base, {
      asOf: '2026-12',
      person: { cv: outcome.record },
    });
    const line = presentIndustryRecord(industry, 'zh', knowledge, base).occupations.find(
      (o) => o.occupation_code === ELECTRICIAN,
    )!;
    expect(line.china_wages_note).toMatch(/^东莞市和广东省都没有这个职业的工资价位/);
    const alone = analyzeIndustry('23', knowledge, base, { asOf: '2026-12' });
    const plain = presentIndustryRecord(alone, 'zh', knowledge, base).occupations.find(
      (o) => o.occupation_code === ELECTRICIAN,
    )!;
    expect(plain.china_wages_note).toBeNull();
  }, 60_000);
});

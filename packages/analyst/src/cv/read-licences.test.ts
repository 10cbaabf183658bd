import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZCvResult } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeCv } from './analyze-cv';
import { cvLines } from './cv-lines';
import type { CvRecord } from './cv-record';
import { LICENCES_PATH, licenceRules, parseLicences, readLicences } from './read-licences';
import { sectionLines } from './sections';
import { presentCvRecord } from './wording/present-cv';

const knowledge = loadKnowledge();
const rules = licenceRules(knowledge.byCode);
const codesIn = (line: string) =>
  readLicences(sectionLines(cvLines(line)), rules).map((found) => found.codes[0]);

describe('licences as CVs write them', () => {
  it.each([
    ['Registered Nurse, Texas Board of Nursing — licensed 2025, NCLEX-RN', '29-1141.00'],
    ['RN Licence, Nursing and Midwifery Council', '29-1141.00'],
    ['Massachusetts Journeyman Electrician, license E-1xxxxx', '47-2111.00'],
    ['Master Electrician (State of Ohio)', '47-2111.00'],
    ['PharmD, University of Florida, 2016', '29-1051.00'],
    ['Licensed Pharmacist, Florida Board of Pharmacy', '29-1051.00'],
    ['Bar admissions: Colorado (2018)', '23-1011.00'],
    ['J.D., University of Colorado Law School, 2018', '23-1011.00'],
    ['Certified Public Accountant - Texas State Board', '13-2011.00'],
    ['Michelle Tran, CPA', '13-2011.00'],
    ['执业资格：执业医师资格证（临床类别）', '29-1229.00'],
    ['护士执业证书  2025年8月注册', '29-1141.00'],
    ['护士资格证', '29-1141.00'],
    ['执业药师（药学），2014年取得', '29-1051.00'],
    ['法律职业资格证书（A 类，2018 年）', '23-1011.00'],
    ['律师执业证（广东省司法厅颁发）', '23-1011.00'],
    ['注册会计师（CPA）全科合格', '13-2011.00'],
    ['特种作业操作证：低压电工作业（2022年）', '47-2111.00'],
    ['持电工证', '47-2111.00'],
    ['初级中学教师资格证（数学），2023年取得', '25-2022.00'],
    ['小学教师资格证（语文）', '25-2021.00'],
    ['ACE Certified Personal Trainer, 2019; TRX Suspension Training', '39-9031.00'],
    ['Group Fitness Instructor certification (AFAA), 2021', '39-9031.00'],
    ['Certified QuickBooks ProAdvisor (Online), 2022', '43-3031.00'],
    ['Fundamental Payroll Certification (FPC), American Payroll Association', '43-3051.00'],
    ['健身教练职业资格证书（四级），2020年', '39-9031.00'],
  ])('%s', (line, code) => {
    expect(codesIn(line)).toEqual([code]);
  });

  it.each([
    'Preparing for the CPA exam (two parts passed)',
    'Staff Accountant at a regional CPA firm',
    'NCLEX-RN candidate, exam scheduled for March',
    '正在准备考电工高级证',
    'Reported changes in condition to the RN and charge nurse.',
    'Close the books each quarter and send the ledgers to our external CPA',
    'Gather receipts for the CPA at tax time',
  ])('%s: no licence held', (line) => {
    expect(codesIn(line)).toEqual([]);
  });

  it('reads its table once, every code an occupation we know', () => {
    const tsv = fs.readFileSync(LICENCES_PATH, 'utf8');
    expect(() => parseLicences(tsv, knowledge.byCode)).not.toThrow();
    expect(() => parseLicences('en\tX licence\t99-9999.00\n', knowledge.byCode)).toThrow(
      /line 1: unknown code/,
    );
    expect(() => parseLicences('en\tX licence\tnurse\n')).toThrow(/no O\*NET-SOC code/);
  });
});

/** New graduates licensed as nurses whose only job so far is below it. */
const NEW_NURSE_EN = `Brianna Castillo, BSN
Houston, TX · 713-555-0142 · brianna.castillo@example.com
LICENSURE
Texas Board of Nursing — licensed August 2025, NCLEX-RN
EDUCATION
Bachelor of Science in Nursing, University of Houston, 2025
EXPERIENCE
Patient Care Technician — Memorial Hermann Hospital
June 2023 – Present
Took vital signs, helped patients with ADLs and mobility, and documented in Epic.
Phlebotomy and specimen collection; reported changes in condition to the charge nurse.`;

const NEW_NURSE_ZH = `王丽
电话：139-0000-xxxx  邮箱：wangli@example.com
执业资格
护士执业资格考试  2025年4月通过
护士执业证书  2025年8月注册
教育背景
2022.09-2025.06  某医学高等专科学校  护理  大专
工作经历
2025.06-至今  某养老院  护理员
照护失能老人的日常起居，测量生命体征，协助翻身和喂食，记录护理单。`;

describe('a new nurse whose licence says more than her job', () => {
  let records: Record<'en' | 'zh', CvRecord>;
  beforeAll(() => {
    const read = (text: string) => {
      const outcome = analyzeCv(text, knowledge, {
        asOf: { year: 2026, month: 11 },
        withGapPlan: false,
      });
      if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
      return outcome.record;
    };
    records = { en: read(NEW_NURSE_EN), zh: read(NEW_NURSE_ZH) };
  }, 60_000);

  it.each(['en', 'zh'] as const)('in %s is read as a registered nurse first', (language) => {
    const [first] = records[language].roles;
    expect(first!.code).toBe('29-1141.00');
    expect(first!.evidence.map((e) => e.kind)).toContain('licence');
  });

  it.each([
    ['en', 'en', /licence or qualification for it: "NCLEX-RN"/],
    ['zh', 'zh', /执业资格或证书：“护士执业资格”/],
    ['en', 'zh', /你的执业资格或证书对应/],
  ] as const)('a %s CV read in %s says so', (cv, language, said) => {
    const result = ZCvResult.parse(presentCvRecord(records[cv], language, knowledge));
    const role = result.roles.find((r) => r.occupation_code === '29-1141.00')!;
    const words = [role.why, ...role.evidence.map((e) => e.matched)].join(' ');
    expect(words).toMatch(said);
  });
});

import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { loadSkills } from '../knowledge/load-skills';
import { analyzeCv } from './analyze-cv';
import type { CvRecord } from './cv-record';
import { presentCvRecord } from './wording/present-cv';

const knowledge = loadKnowledge();
const skills = loadSkills(knowledge);
const options = { asOf: { year: 2026, month: 12 }, withGapPlan: false };

function record(text: string): CvRecord {
  const outcome = analyzeCv(text, knowledge, options);
  if (outcome.kind !== 'analysis') throw new Error(`not analysed: ${outcome.kind}`);
  return outcome.record;
}

const softwareNames = (cv: CvRecord) =>
  cv.profile.technologies.map(({ ref }) =>
    ref.startsWith('t:') ? skills.technologies[Number(ref.slice(2))]!.name : ref,
  );
const gapNames = (cv: CvRecord) =>
  cv.roles.flatMap((role) =>
    role.gaps
      .filter((gap) => gap.kind === 'technology')
      .map((gap) => skills.technologies[Number(gap.ref.slice(2))]!.name),
  );

// The first analysis builds the reader's indexes.
describe('acronyms and short words read as software', { timeout: 30_000 }, () => {
  it('reads CMS beside a sommelier diploma as the court, not content-management software', () => {
    const cv = record(
      [
        'Julia Brandt',
        'Experience',
        'Head Sommelier, The Oak Room, Chicago   2019 - present',
        '- Built a 600-label wine list and trained floor staff on pairings',
        'Sommelier, Harbour Grill   2015 - 2019',
        'Certifications',
        'CMS Advanced Sommelier',
        'Certified Specialist of Spirits (CSS)',
      ].join('\n'),
    );
    expect(softwareNames(cv).join('; ')).not.toMatch(/content management|style sheets/i);
  });

  it('reads EPIC charting on a nurse’s CV as Epic, and does not offer Epic as a gap', () => {
    const cv = record(
      [
        'Dana Ruiz, RN',
        'Experience',
        'Registered Nurse, St. Mary Hospital   2018 - present',
        '- Medication administration and patient education for 6 patients a shift',
        '- EPIC charting and shift handoffs',
      ].join('\n'),
    );
    expect(softwareNames(cv)).toContain('Epic Systems');
    expect(softwareNames(cv)).not.toContain('Erosion Productivity Impact Calculator EPIC');
    expect(gapNames(cv)).not.toContain('Epic Systems');
  });

  it('does not read a nickname in capitals as software', () => {
    const cv = record(
      [
        'Robert "BOB" Kowalski',
        'Experience',
        'Electrician, Bright Spark Electric   2012 - present',
        '- Wired new homes and light commercial buildings to code',
      ].join('\n'),
    );
    expect(softwareNames(cv)).not.toContain('Blast Output Browser BOB');
  });

  it('keeps an acronym that is software in the trade the CV holds', () => {
    const cv = record(
      [
        'Li Wei',
        'Experience',
        'Web Developer, Northwind Digital   2019 - present',
        '- Built landing pages in HTML and CSS, and a CMS for the marketing team',
      ].join('\n'),
    );
    expect(softwareNames(cv)).toContain('Cascading style sheets CSS');
  });

  it('counts a product of a kind as showing that kind of software', () => {
    const cv = record(
      [
        'Jorge Reyes',
        'Experience',
        'Warehouse Supervisor, Pacific Fulfillment   2019 - present',
        '- Wave planning and replenishment in Manhattan WMS for 30 associates',
        '- Cycle counts and inventory adjustments',
      ].join('\n'),
    );
    expect(gapNames(cv)).not.toContain('Warehouse management system WMS');
  });

  it('reads a plain word O*NET uses for a kind of software as the word, not a product', () => {
    const sommelier = record(
      [
        'Julia Brandt',
        'Experience',
        'Head Sommelier, The Oak Room, Chicago   2019 - present',
        '- Inventory counts in BinWise; orders and invoices in Toast',
      ].join('\n'),
    );
    expect(softwareNames(sommelier)).not.toContain('Oracle Inventory');
    const consultant = record(
      [
        '戴文涛',
        '工作经历',
        '某咨询公司 · SAP FICO 顾问  2015.07 – 至今',
        '负责总账、应收应付和成本中心配置',
        '证书',
        'SAP Certified Application Associate – S/4HANA Financial Accounting',
      ].join('\n'),
    );
    expect(softwareNames(consultant)).toContain('SAP software');
    expect(softwareNames(consultant)).not.toContain('Sage Accounting Software');
  });

  it('offers one gap per kind of software, named by its kind in Chinese', () => {
    const cv = record(
      [
        '孙悦',
        '工作经历',
        '2016.07-至今  某制造有限公司  成本会计',
        '负责月结、成本核算和财务报表编制',
      ].join('\n'),
    );
    for (const role of cv.roles) {
      const kinds = role.gaps
        .filter((gap) => gap.kind === 'technology')
        .map((gap) => skills.technologies[Number(gap.ref.slice(2))]!.commodity);
      expect(new Set(kinds).size, role.code).toBe(kinds.length);
    }
    const names = presentCvRecord(cv, 'zh', knowledge).roles.flatMap((role) =>
      role.gaps.map((gap) => gap.name),
    );
    expect(names.join('；')).not.toMatch(/（如 [A-Z][a-z]+ software）/);
  });

  it('does not offer as a gap the kind of software the CV lists', () => {
    for (const skills of ['QuickBooks, Xero, accounting software', '用友U8、金蝶K3、财务软件']) {
      const cv = record(
        [
          'Priya Raman',
          'Experience',
          'Full-Charge Bookkeeper, Raman Bookkeeping LLC   2016 - present',
          '- Monthly closes, bank reconciliations and payroll for 30 small-business clients',
          'Skills',
          skills,
        ].join('\n'),
      );
      expect(gapNames(cv)).not.toContain('Accounting software');
    }
  });

  it('reads a Chinese sommelier’s CMS certificate as no software, and a warehouse’s WMS as one', () => {
    const sommelier = record(
      [
        '陈静',
        '工作经历',
        '2019.07-至今  上海某西餐厅  侍酒师',
        '负责酒单搭配与酒窖管理，培训服务员',
        '证书',
        '持有 CMS 高级侍酒师证书',
      ].join('\n'),
    );
    expect(softwareNames(sommelier).join('; ')).not.toMatch(/content management/i);
    const warehouse = record(
      [
        '王磊',
        '工作经历',
        '2018.03-至今  某物流公司  仓库主管',
        '带领30人团队完成出入库作业，在 WMS 系统中做波次计划和库存调整',
      ].join('\n'),
    );
    expect(softwareNames(warehouse).length).toBeGreaterThan(0);
  });
});

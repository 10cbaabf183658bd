import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { classifyQuery } from '../matching/classify-query';
import { analyzeCv } from './analyze-cv';
import type { CvRecord } from './cv-record';
import { genericTitleTables, readThroughBusiness } from './generic-titles';

const knowledge = loadKnowledge();
const options = { asOf: { year: 2026, month: 12 }, withGapPlan: false };

function record(text: string): CvRecord {
  const outcome = analyzeCv(text, knowledge, options);
  if (outcome.kind !== 'analysis') throw new Error(`not analysed: ${outcome.kind}`);
  return outcome.record;
}

const topCodes = (cv: CvRecord, n: number) => cv.roles.slice(0, n).map((role) => role.code);

// The first analysis builds the reader's indexes.
describe('generic titles read through the business they name', { timeout: 30_000 }, () => {
  it('reads the owner of a hoof-care practice as a farrier, not a urologist', () => {
    const cv = record(
      [
        'Daniel Hadley',
        'Experience',
        'Owner, Hadley Hoof Care — Pittsfield, VT',
        'April 2011 – present',
        '- Hot and cold shoeing, barefoot trims and therapeutic shoeing on vet referral',
        'Apprentice, Green Mountain Farrier Service',
        'June 2006 – March 2011',
      ].join('\n'),
    );
    expect(cv.currentCode).toBe('39-2021.00');
    expect(topCodes(cv, 10)).not.toContain('29-1229.03');
    // Therapeutic shoeing is farriery, not therapy and counselling.
    expect(cv.profile.elements.map((element) => element.id)).not.toContain('2.C.5.b');
  });

  it('reads a wine director as a sommelier, not a film director', () => {
    const cv = record(
      [
        'Julien Moreau',
        'Experience',
        'Wine Director — Osteria Lumina, Chicago',
        '2021 – Present',
        '- Run a 900-label list; recommend and serve wine every service',
        'Sommelier — The Grayson Hotel, Chicago',
        '2017 – 2021',
      ].join('\n'),
    );
    expect(cv.profile.roles.find((role) => role.title === 'Wine Director')?.code).toBe(
      '35-3031.00',
    );
    expect(topCodes(cv, 5)).not.toContain('27-2012.00');
  });

  it('reads a warehouse shift lead as a warehouse supervisor', () => {
    const cv = record(
      [
        'Jorge Villanueva',
        'Experience',
        'Shift Lead, Outbound — Pacific Fulfillment 3PL, Ontario CA',
        'Apr 2021 – Present',
        '- Run the night outbound shift: 30–40 associates on pick, pack and ship',
      ].join('\n'),
    );
    expect(cv.currentCode).toBe('53-1042.00');
  });

  it('reads 站长 of a courier station as courier supervision, not a webmaster', () => {
    for (const line of ['2019.07-至今  京东物流  站长', '2019.07-至今  快递站站长']) {
      const cv = record(
        ['张伟', '工作经历', line, '负责站点20名快递员的排班、派件时效和客户投诉处理'].join('\n'),
      );
      expect(['53-1049.00', '11-3071.00']).toContain(cv.currentCode);
      expect(topCodes(cv, 5)).not.toContain('15-1299.01');
    }
  });

  it('reads 关务主管 as customs work, not accounting', () => {
    const cv = record(
      [
        '李娜',
        '工作经历',
        '2018.03-至今  某电子制造有限公司  关务主管',
        '负责进出口报关、海关备案和手册核销，对接海关稽查',
      ].join('\n'),
    );
    expect(cv.currentCode).toBe('13-1041.08');
    expect(topCodes(cv, 3)).not.toContain('13-2011.00');
  });

  it('reads a project lead at a social-work station as a social worker, a line lead as a supervisor', () => {
    const social = record(
      [
        '周敏',
        '工作经历',
        '某街道社工服务站  青少年服务项目  项目主管  2021.03—至今',
        '带3名社工开展个案和小组服务，撰写项目评估报告',
      ].join('\n'),
    );
    expect(social.currentCode?.slice(0, 4)).toBe('21-1');
    const line = record(
      [
        '刘强',
        '工作经历',
        '2016.05-至今  某汽车有限公司  总装车间  班长',
        '带20人班组，负责排班、质量和安全',
      ].join('\n'),
    );
    expect(line.currentCode).toBe('51-1011.00');
  });

  it('reads a team leader of a supermarket department as a retail supervisor', () => {
    const cv = record(
      [
        'Maria Lopez',
        'Experience',
        'Team Leader – Grocery and Dairy · FreshWay Supermarket, Tampa, FL',
        'May 2020 – present',
        '- Lead 9 associates, write the weekly schedule and the orders, set displays',
        'Grocery Clerk · FreshWay Supermarket',
        '2016 – 2020',
      ].join('\n'),
    );
    expect(cv.currentCode).toBe('41-1011.00');
  });

  it('reads a shift lead at a coffee shop as a barista', () => {
    const cv = record(
      [
        'Sam Ortiz',
        'Experience',
        'Shift Lead, Ridgeline Coffee Roasters — Denver, CO',
        'Mar 2022 – present',
        '- Pull espresso, steam milk, open the store and train new staff',
      ].join('\n'),
    );
    expect(cv.currentCode).toBe('35-3023.01');
  });

  it('reads a part-timer, an apprentice or a technician through the business or department named', () => {
    const waiter = record(
      [
        '王丽',
        '兼职经历',
        '2024年3月－至今　成都某串串火锅店　兼职（周末）',
        '· 带位、点单、收台',
      ].join('\n'),
    );
    expect(waiter.currentCode).toBe('35-3031.00');
    const stylist = record(
      [
        '陈杰',
        '工作经历',
        '2019.03-至今　某某发型工作室　店主',
        '· 剪发、烫发、染发，日均 10 位客人',
        '2013.06-2019.02　某美发店　学徒 / 助理',
      ].join('\n'),
    );
    expect(stylist.currentCode).toBe('39-5012.00');
    const cnc = record(
      [
        '李强',
        '工作经历',
        '2018.04-至今    某精密机械有限公司    CNC车间    技术员',
        '· 调机、对刀、首件检验，改 G 代码',
      ].join('\n'),
    );
    expect(cnc.currentCode).toBe('51-9161.00');
  });

  it('reads a dated employer with no title by what its staff do, under a heading of employers', () => {
    const cv = record(
      [
        '赵磊  男  138xxxx0001',
        '技能：',
        '更换刹车片、机油保养、四轮定位，用诊断电脑读故障码',
        '工作单位：',
        '2018-至今  某某汽车快修连锁（二店）',
        '2013-2018  某汽车修理厂',
      ].join('\n'),
    );
    expect(cv.currentCode).toBe('49-3023.00');
    expect(cv.profile.roles.filter((role) => role.kind === 'held')).toHaveLength(2);
    // A department names the work as well as a business does.
    const seller = record(
      [
        '孙悦',
        '工作经历',
        '2022.05-至今  杭州某服饰有限公司  直播部',
        '在直播间讲解和试穿服装，回答弹幕问题',
        '2018.07-2022.04  某连锁餐厅  前厅',
      ].join('\n'),
    );
    expect(seller.currentCode).toBe('41-9011.00');
  });

  it('leaves a title alone when the words before it name no business', () => {
    const segments = (...texts: string[]) => texts.map((text) => ({ query: text, written: text }));
    const read = (...texts: string[]) =>
      readThroughBusiness(segments(...texts), texts, () => false).map((s) => s.query);
    expect(read('Inbound Marketing Lead', 'Acme Software')).toEqual([
      'Inbound Marketing Lead',
      'Acme Software',
    ]);
    expect(read('Manager', 'Northwind Holdings')).toEqual(['Manager', 'Northwind Holdings']);
    expect(read('Owner', 'Sunrise Bakery')).toEqual(['Baker', 'Sunrise Bakery']);
    expect(read('Owner')).toEqual(['Business Owner']);
    expect(read('京东物流站长')).toEqual(['快递站长']);
    expect(read('某物流有限公司  仓库主管')).toEqual(['仓库主管']);
  });

  it('names only titles the title matcher knows for each business', () => {
    const trusted = new Set([
      'editorial',
      'exact-title',
      'alternate-title',
      'zh-title',
      'zh-alias',
    ]);
    for (const trade of genericTitleTables().trades) {
      for (const title of [
        trade.practitioner,
        trade.supervisor,
        trade.staff ?? trade.practitioner,
      ]) {
        const result = classifyQuery(title, /\p{Script=Han}/u.test(title) ? 'zh' : 'en', knowledge);
        expect(result.kind === 'job' && trusted.has(result.matched_by), title).toBe(true);
      }
    }
  });
});

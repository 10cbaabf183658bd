import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { cvReader, readCv } from './read-cv';

const reader = cvReader(loadKnowledge());
const asOf = { year: 2026, month: 11 };
const when = (date: { year: number; month: number | null } | 'present' | null) =>
  date === 'present' ? 'present' : date ? `${date.year}-${date.month}` : null;
const heldRoles = (text: string) =>
  readCv(text, asOf, reader)
    .roles.filter((role) => role.kind === 'held')
    .map((role) => ({
      title: role.title,
      code: role.job.occupations[0]?.code,
      start: when(role.start),
      end: when(role.end),
    }));

describe('dated jobs as CVs write them', () => {
  // The title indexes are built on first use, which takes a few seconds on a busy machine.
  beforeAll(() => void heldRoles('Experience\nRegistered Nurse, 2019 – 2020'), 60_000);

  it.each([
    // An employer without "Ltd" or "Inc", in capitals or not, and a "School" in an employer's name.
    [
      'Work Experience',
      'Data Analyst, NHS Digital, London, Jan 2020 - Present',
      'Data Analyst',
      '15-2051.01',
      '2020-1',
      'present',
    ],
    [
      'Work Experience',
      'Data Analyst, NHS DIGITAL, London, Jan 2020 - Present',
      'Data Analyst',
      '15-2051.01',
      '2020-1',
      'present',
    ],
    [
      'Experience',
      'Chemistry & Physical Science Teacher, DeKalb County School District (2014–2024)',
      'Chemistry & Physical Science Teacher',
      null,
      '2014-null',
      '2024-null',
    ],
    [
      'Experience',
      'Chemistry & Physical Science Teacher, DEKALB COUNTY SCHOOL DISTRICT (2014–2024)',
      'Chemistry & Physical Science Teacher',
      null,
      '2014-null',
      '2024-null',
    ],
    [
      'Experience',
      'Market Research Intern, Acme Insights (Summer 2025)',
      'Market Research Intern',
      '13-1161.00',
      '2025-6',
      '2025-8',
    ],
    [
      'Experience',
      'Warehouse Associate, ACME LOGISTICS, June 2023',
      'Warehouse Associate',
      '53-7062.00',
      '2023-6',
      '2023-6',
    ],
    [
      'Experience',
      'Social Media Intern — NORTHWOODS OUTFITTERS (outdoor retailer)\nJun – Aug 2025',
      null,
      null,
      '2025-6',
      '2025-8',
    ],
    [
      'Classroom Experience',
      'Third Grade Teacher — Maplewood Elementary\nAugust 2018 – present',
      'Third Grade Teacher',
      '25-2021.00',
      '2018-8',
      'present',
    ],
    // A heading in the plural, after an objective: "Work Experiences" still opens the work history.
    [
      'Career Objective\nTo work as a cook in a hotel kitchen.\nWork Experiences',
      'Line Cook — Bayside Grand Hotel, Miami, FL\nMay 2018 – up to present',
      'Line Cook',
      '35-2014.00',
      '2018-5',
      'present',
    ],
    // Dot leaders between the title, the employer and the dates, as word processors print them.
    [
      'Employment',
      'Warehouse Associate ............ Harbor Freight Lines, Tacoma WA ....... 2016 - present',
      'Warehouse Associate',
      '53-7062.00',
      '2016-null',
      'present',
    ],
    // Chinese: 至今, full-width dashes, wave dashes, seasons, and a title the index knows by its end.
    [
      '工作经历',
      '2020.07-至今 某某幼儿园 中班主班老师',
      '中班主班老师',
      '25-2011.00',
      '2020-7',
      'present',
    ],
    ['工作经历', '2017.07－2023.12 某三甲医院 护师', '护师', '29-1141.00', '2017-7', '2023-12'],
    [
      '工作经历',
      '2019.03〜2021.01  某公司  销售经理',
      '销售经理',
      '11-2022.00',
      '2019-3',
      '2021-1',
    ],
    ['工作经历', '2021至今  某医院  护士', '护士', '29-1141.00', '2021-null', 'present'],
    [
      '实习经历',
      '2025年夏 某咨询公司 市场调研实习生',
      '市场调研实习生',
      '13-1161.00',
      '2025-6',
      '2025-8',
    ],
    // Radicals and the spaces a PDF puts around them ("⼈ 事部" is 人事部).
    [
      '⼯ 作经历',
      '⼈ 事部  招聘专员  2020.06－2022.02',
      '招聘专员',
      '13-1071.00',
      '2020-6',
      '2022-2',
    ],
    [
      '工作经历',
      '2019.08 ― ⾄ 今  某物流有限公司  仓库主管',
      '仓库主管',
      '53-1042.00',
      '2019-8',
      'present',
    ],
  ])('%s: %s', (heading, line, title, code, start, end) => {
    const [role] = heldRoles(`${heading}\n${line}`);
    expect(role).toBeDefined();
    if (title) expect(role!.title).toBe(title);
    else expect(role!.title).not.toMatch(/NORTHWOODS/);
    if (code) expect(role!.code).toBe(code);
    expect([role!.start, role!.end]).toEqual([start, end]);
  });

  it.each([
    ['Experience', 'BSc Nursing, University of Leeds, 2015 – 2019'],
    ['工作经历', '2023年考取企业人力资源管理师（三级），已注册。'],
    ['Experience', 'Registered Nurse, St Mary Hospital, starting June 2027'],
  ])('%s: %s is no dated job (a degree, a sentence, a future date)', (heading, line) => {
    expect(heldRoles(`${heading}\n${line}`).filter((role) => role.start)).toEqual([]);
  });

  it.each([
    ['做川菜厨师8年，炒锅、凉菜都行。', '川菜厨师', '35-2014.00'],
    ['当了五年保安，后来做物业。', '保安', '33-9032.00'],
  ])('%s: a title told in a sentence of how long', (line, title, code) => {
    const roles = readCv(`唐师傅\n${line}\n电话 135-5188-xxxx`, asOf, reader).roles;
    expect(roles.map((role) => [role.title, role.job.occupations[0]?.code])).toContainEqual([
      title,
      code,
    ]);
  });
});

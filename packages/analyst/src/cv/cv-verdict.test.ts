import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeCv, type AnalyzeCvOutcome } from './analyze-cv';
import { NOVEL_CHAPTER, RECIPE, RECIPE_ZH } from './testing/sample-texts';
import { presentCvRecord } from './wording/present-cv';

const knowledge = loadKnowledge();
const analyze = (text: string) =>
  analyzeCv(text, knowledge, { asOf: { year: 2026, month: 11 }, withGapPlan: false });

/** CVs that list what the person can do, and no job title. */
const SKILLS_ONLY_EN = `Priya Nair
Leeds, UK · 0113 555 0142 · priya.nair@example.com
Skills
SQL (PostgreSQL, SQL Server): joins, window functions, query tuning
Python with pandas and NumPy for cleaning and analysing data
Tableau and Power BI dashboards for weekly sales reporting
Microsoft Excel: pivot tables, Power Query, VLOOKUP
Statistical analysis: regression, A/B tests, forecasting
Presenting findings to managers in plain words`;

const SKILLS_ONLY_ZH = `邹明轩
微信/电话：150-2869-xxxx    邮箱：zmx_video@example.com
拍摄
熟练使用索尼 FX3、A7S3、佳能 C70，懂 S-Log3 拍摄和曝光控制
灯光布置：三点布光、访谈布光、产品静物光
剪辑与后期
Premiere Pro、Final Cut Pro、剪映专业版，熟练
DaVinci Resolve 调色（一级、二级调色、LUT 制作）
After Effects 基础包装、字幕动画，Audition 降噪和混音
会写简单脚本和分镜，能独立完成从拍到剪`;

/** Five lines: a name, a title, an employer with dates, a degree and its school. */
const FIVE_LINES_EN = `Jane Smith
Registered Nurse
St Mary's Hospital, 2015 – Present
BSc Nursing
University of Leeds`;

const FIVE_LINES_ZH = `王芳
会计
某某商贸有限公司  2016.07-至今
本科  会计学
某某财经大学`;

describe('whether a text is a CV', () => {
  let outcomes: Record<string, AnalyzeCvOutcome>;
  beforeAll(() => {
    outcomes = Object.fromEntries(
      Object.entries({ SKILLS_ONLY_EN, SKILLS_ONLY_ZH, FIVE_LINES_EN, FIVE_LINES_ZH }).map(
        ([name, text]) => [name, analyze(text)],
      ),
    );
  }, 60_000);

  it.each([
    ['SKILLS_ONLY_EN', '15-2051.00'],
    ['SKILLS_ONLY_ZH', '27-4032.00'],
    ['FIVE_LINES_EN', '29-1141.00'],
    ['FIVE_LINES_ZH', '13-2011.00'],
  ])('%s is read, not refused', (name, code) => {
    const outcome = outcomes[name]!;
    expect(outcome.kind).toBe('analysis');
    if (outcome.kind !== 'analysis') return;
    expect(outcome.record.roles.slice(0, 5).map((role) => role.code)).toContain(code);
  });

  it.each([
    ['SKILLS_ONLY_EN', 'en', /no job titles.*less certain/],
    ['SKILLS_ONLY_EN', 'zh', /没有写职位名称.*可信度低于/],
    ['SKILLS_ONLY_ZH', 'zh', /没有写职位名称.*可信度低于/],
    ['SKILLS_ONLY_ZH', 'en', /no job titles.*less certain/],
  ] as const)('%s read in %s says it is less sure without titles', (name, language, said) => {
    const outcome = outcomes[name]!;
    if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
    expect(presentCvRecord(outcome.record, language, knowledge).profile.summary).toMatch(said);
  });

  it('says nothing of the kind when the CV names its job', () => {
    const outcome = outcomes.FIVE_LINES_EN!;
    if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
    expect(presentCvRecord(outcome.record, 'en', knowledge).profile.summary).not.toMatch(
      /less certain/,
    );
  });

  it.each([
    ['a story', NOVEL_CHAPTER],
    ['a recipe', RECIPE],
    ['a Chinese recipe', RECIPE_ZH],
  ])('%s is still no CV', (_, text) => {
    expect(analyze(text).kind).toBe('not_a_cv');
  });
});

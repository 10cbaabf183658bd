import { describe, expect, it } from 'vitest';
import type { Language } from '@irreplaceable/contracts/constants';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { analyzeCv } from '../analyze-cv';
import type { CvRecord } from '../cv-record';
import { namesFor, presentCvRecord } from './present-cv';
import { profileSummary } from './word-role';

const knowledge = loadKnowledge();
const ACCOUNTANT = `Jane Doe
Accountant, Acme Corp, Mar 2017 - present
- Month-end close, reconciliations, US GAAP
B.S. Accounting, 2016`;
const MARKETER = `李娜
2021.03-至今  杭州青禾文化传媒有限公司  新媒体运营
- 负责公众号内容策划
语言：普通话（母语），英语（CET-6）`;

function recordOf(text: string): CvRecord {
  const outcome = analyzeCv(text, knowledge, {
    asOf: { year: 2026, month: 12 },
    withGapPlan: true,
  });
  if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
  return outcome.record;
}
const summary = (record: CvRecord, language: Language) =>
  profileSummary(record, namesFor(knowledge, language), knowledge, language);

describe('the profile summary', () => {
  const accountant = recordOf(ACCOUNTANT);

  it('counts nine years and ten months of dated work as about ten years', () => {
    expect(presentCvRecord(accountant, 'en', knowledge).profile.years_experience).toBe(9.8);
    expect(summary(accountant, 'en')).toContain('about 10 years of work');
    expect(summary(accountant, 'zh')).toContain('你约有 10 年工作经历');
  });

  it('names the current job without an article to get wrong', () => {
    expect(summary(accountant, 'en')).toMatch(/^We read your current job as “Accountant” \(/);
    expect(summary(accountant, 'en')).not.toMatch(/\ba [AEIOU]/);
    expect(summary(accountant, 'zh')).toMatch(/^我们判断你目前的职位是“Accountant”（/);
  });

  it('says plainly when a CV names no software, and agrees with one role that needs you', () => {
    const one: CvRecord = {
      ...accountant,
      profile: { ...accountant.profile, technologies: [] },
      roles: accountant.roles.map((role, i) => ({ ...role, needsMe: i === 1 })),
    };
    const en = summary(one, 'en');
    expect(en).toContain('Your CV names no software and shows');
    expect(en).toContain('1 of the roles below fits you well, is less exposed');
    expect(en).toContain('we mark it "needs you"');
    expect(summary(one, 'zh')).toContain('简历没有提到软件，体现了');
    const two: CvRecord = {
      ...one,
      roles: one.roles.map((role, i) => ({ ...role, needsMe: i < 2 })),
    };
    expect(summary(two, 'en')).toContain('2 of the roles below fit you well, are less exposed');
  });

  it('names Mandarin once, so the level’s brackets are the only ones', () => {
    const record = recordOf(MARKETER);
    const zh = presentCvRecord(record, 'zh', knowledge).profile.languages;
    expect(zh.find((l) => l.code === 'zh')).toMatchObject({ name: '普通话', level_label: '母语' });
    const en = presentCvRecord(record, 'en', knowledge).profile.languages;
    expect(en.find((l) => l.code === 'zh')?.name).not.toMatch(/[()]/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { cvHeadline } from './cv-headline';
import { cvReader, readCv } from './read-cv';

const AS_OF = { year: 2026, month: 12 };
const reader = cvReader(loadKnowledge());
const headlineOf = (text: string) => cvHeadline(readCv(text, AS_OF, reader));

describe('a pasted CV’s headline', () => {
  it('names the person and the title read as theirs now, in either language', () => {
    expect(
      headlineOf(
        'Jane Doe\nAccountant, Acme Corp, Mar 2017 - present\n- Month-end close, reconciliations, US GAAP\nB.S. Accounting, 2016',
      ),
    ).toBe('Jane Doe — Accountant');
    expect(
      headlineOf(
        '李娜\n工作经历\n2021.03-至今  杭州青禾文化传媒有限公司  新媒体运营\n- 负责公众号和抖音账号的内容策划',
      ),
    ).toBe('李娜 — 新媒体运营');
    expect(headlineOf('姓名：王强\n2019.07-至今  广州某医院  护士')).toBe('王强 — 护士');
    // The first reading builds the matchers: slow on a busy machine.
  }, 30_000);

  it('falls back on the first line, without its contact details, when nothing is read', () => {
    expect(headlineOf('jane@example.com | 555-123-4567')).toBeNull();
    expect(headlineOf('Profile summary 2024\nSkills: Excel, Word')).toBe('Profile summary 2024');
  });
});

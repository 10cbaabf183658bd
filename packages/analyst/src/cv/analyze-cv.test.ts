import { describe, expect, it } from 'vitest';
import { ZCvResult } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeCv, maskContact } from './analyze-cv';
import type { CvRecord } from './cv-record';
import { RECIPE, SHORT_CV_EN, SHORT_CV_ZH } from './testing/sample-texts';
import { presentCvRecord } from './wording/present-cv';

const knowledge = loadKnowledge();
const options = { asOf: { year: 2026, month: 11 }, withGapPlan: true };

function record(text: string): CvRecord {
  const outcome = analyzeCv(text, knowledge, options);
  if (outcome.kind !== 'analysis') throw new Error(`not analysed: ${outcome.kind}`);
  return outcome.record;
}

describe('a CV analysis', () => {
  const nurse = record(SHORT_CV_EN);

  it('is the same record for the same CV', () => {
    expect(record(SHORT_CV_EN)).toEqual(nurse);
    expect(JSON.stringify(record(SHORT_CV_ZH))).toBe(JSON.stringify(record(SHORT_CV_ZH)));
  });

  it('ranks ten roles, marks the current occupation, and cites only lines it keeps', () => {
    expect(nurse.roles).toHaveLength(10);
    expect(nurse.currentCode).toBe('29-1141.03');
    expect(nurse.roles.filter((r) => r.isCurrent).map((r) => r.code)).toEqual(['29-1141.03']);
    const kept = new Set(nurse.lines.map((l) => l.n));
    for (const role of nurse.roles)
      for (const e of role.evidence) expect(kept.has(e.line)).toBe(true);
    const fits = nurse.roles.map((r) => r.fit);
    expect([...fits].sort((a, b) => b - a)).toEqual(fits);
  });

  it('does not call a language a gap when the CV is written in it or names it', () => {
    const gapIds = (r: CvRecord) => r.roles.flatMap((role) => role.gaps.map((g) => g.ref));
    // An English CV naming Spanish: neither English nor a foreign language is missing.
    expect(gapIds(nurse)).not.toContain('2.C.7.a');
    expect(gapIds(nurse)).not.toContain('2.C.7.b');
  });

  it('quotes a line in the person’s own characters, and masks contacts written full-width', () => {
    const zh = record(SHORT_CV_ZH);
    const quoted = zh.lines.map((l) => l.text).join('\n');
    expect(quoted).toContain('负责订单系统后端开发，使用 Spring Boot');
    const fullWidth = record(
      SHORT_CV_ZH.replace('138-0000-1234', '１３８－００００－１２３４').replace(
        '高级Java开发工程师 ｜',
        '求职意向：高级Java开发工程师 ｜',
      ),
    );
    expect(fullWidth.lines.map((l) => l.text).join('\n')).not.toMatch(/１３８|138/);
  });

  it('keeps no e-mail address or phone number in the lines it cites', () => {
    const text = nurse.lines.map((l) => l.text).join('\n');
    expect(text).not.toMatch(/example\.com|555-0199/);
    expect(maskContact('Jo | jo@example.com | +1 (602) 555-0199 | www.jo.dev')).toBe(
      'Jo | … | … | …',
    );
    // Dates are no phone numbers.
    expect(maskContact('2016.07-2019.06  上海云帆网络有限公司  138 0000 1234')).toBe(
      '2016.07-2019.06  上海云帆网络有限公司  …',
    );
    expect(maskContact('03/2019 - 05/2021, joined 2019-07-01')).toBe(
      '03/2019 - 05/2021, joined 2019-07-01',
    );
  });

  it('words the same record in either language, valid for the API', () => {
    for (const language of ['en', 'zh'] as const) {
      const result = ZCvResult.parse(presentCvRecord(nurse, language, knowledge));
      expect(result.written_in).toBe(language);
      expect(result.engine.kind).toBe('builtin');
      expect(result.roles[0]!.why.length).toBeGreaterThan(20);
      expect(result.roles.every((r) => r.gap_plan !== null)).toBe(true);
      if (language === 'zh') expect(result.profile.summary).toMatch(/\p{Script=Han}/u);
    }
  });

  it('gives a rate only where a study has data, and says why otherwise', () => {
    const withRates = nurse.roles.filter((r) => r.rate !== null);
    expect(withRates.length).toBeGreaterThan(0);
    const worded = presentCvRecord(
      { ...nurse, roles: [{ ...nurse.roles[0]!, rate: null, studiesAvailable: 0 }] },
      'en',
      knowledge,
    );
    expect(worded.roles[0]).toMatchObject({
      ai_replacement_rate: null,
      human_irreplaceability: null,
    });
    expect(worded.roles[0]!.ai_rate_note).toMatch(/no AI replacement rate/);
  });

  it('refuses what is not a CV', () => {
    expect(analyzeCv(RECIPE, knowledge, options).kind).toBe('not_a_cv');
    expect(analyzeCv('  ', knowledge, options).kind).toBe('empty');
  });
});

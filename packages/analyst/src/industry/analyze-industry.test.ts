import { describe, expect, it } from 'vitest';
import { analystContext } from '../analysis/analyst-context';
import { analyzeCv } from '../cv/analyze-cv';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analyzeIndustry, HIGH_EXPOSURE_RATE } from './analyze-industry';
import { loadIndustries } from './industry-base';
import { presentIndustryRecord } from './present-industry';

const knowledge = loadKnowledge();
const base = loadIndustries();
const asOf = '2026-11';

describe('industry analysis', () => {
  it('is deterministic: the same code and person give the same record', () => {
    const person = { job: { code: '13-2011.00', text: 'accountant' } };
    const a = analyzeIndustry('5221', knowledge, base, { asOf, person });
    const b = analyzeIndustry('5221', knowledge, base, { asOf, person });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('weights our occupation rates by the sector’s OEWS employment', () => {
    const record = analyzeIndustry('62', knowledge, base, { asOf });
    const context = analystContext(knowledge);
    const sector = base.sectors.get('62')!;
    // Recomputed independently over the occupations whose `.00` code carries a rate.
    let weighted = 0;
    let total = 0;
    for (const line of sector.occupations) {
      const score = context.scores.get(`${line.soc}.00`);
      if (!score || score.studiesAvailable === 0 || line.employment === null) continue;
      weighted += line.employment * score.aiReplacementRate;
      total += line.employment;
    }
    expect(Math.abs(record.rate.value - weighted / total)).toBeLessThan(1.5);
    expect(record.rate.covered).toBeGreaterThan(95);
    expect(record.rate.threshold).toBe(HIGH_EXPOSURE_RATE);
    expect(record.staffing).toMatchObject({ level: 'sector', code: '62', fullLevel: 'sector' });
    expect(record.sectorRates).toHaveLength(20);
  });

  it('ranks finance above hospitals and restaurants, as the studies do', () => {
    const rate = (code: string) => analyzeIndustry(code, knowledge, base, { asOf }).rate.value;
    expect(rate('52')).toBeGreaterThan(rate('622'));
    expect(rate('52')).toBeGreaterThan(rate('7225'));
    const aiie = (code: string) => analyzeIndustry(code, knowledge, base, { asOf }).aiie!.aiie;
    expect(aiie('5411')).toBeGreaterThan(aiie('7225'));
  });

  it('finds an AIIE for a renamed code, a deeper code and a whole subsector', () => {
    const software = analyzeIndustry('5132', knowledge, base, { asOf }).aiie!;
    expect(software).toMatchObject({ via: 'exact', from: [{ oews: '5112', basis: 'renamed' }] });
    const banks = analyzeIndustry('522110', knowledge, base, { asOf }).aiie!;
    expect(banks.via).toBe('parent');
    const hospitals = analyzeIndustry('622', knowledge, base, { asOf }).aiie!;
    expect(hospitals.via).toBe('children');
    expect(hospitals.from.map((f) => f.oews)).toEqual(['6221', '6222', '6223']);
  });

  it('lists growing and shrinking common occupations with BLS factors for the industry', () => {
    const record = analyzeIndustry('622', knowledge, base, { asOf });
    const byCode = new Map(record.occupations.map((o) => [o.code, o]));
    for (const code of record.growing) expect(byCode.get(code)!.changePct).toBeGreaterThan(0);
    for (const code of record.shrinking) expect(byCode.get(code)!.changePct).toBeLessThan(0);
    expect(
      record.factors.some((f) => f.scope === 'industry' && f.industry.startsWith('6221')),
    ).toBe(true);
    const low = record.entry.lowPreparation.map((code) => byCode.get(code)!.jobZone!);
    expect(Math.max(...low)).toBeLessThanOrEqual(2);
  });

  it('places a person named by their job, and one read from their CV', () => {
    const byJob = analyzeIndustry('5415', knowledge, base, {
      asOf,
      person: { job: { code: '15-2041.00', text: 'statistician' } },
    }).personal!;
    expect(byJob.fits.length).toBeGreaterThan(0);
    expect(byJob.fits.every((fit) => fit.basis === 'skills')).toBe(true);
    expect(byJob.learn.length + byJob.carries.length).toBeGreaterThan(0);

    const outcome = analyzeCv(
      'Jane Doe\nRegistered Nurse\nExperience\n2016 – present  City Hospital  Registered Nurse\n- Patient assessment, medication administration, Epic EHR\nEducation\nBachelor of Science in Nursing, 2016\n',
      knowledge,
      { asOf: { year: 2026, month: 11 }, withGapPlan: false },
    );
    if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
    const byCv = analyzeIndustry('622', knowledge, base, {
      asOf,
      person: { cv: outcome.record },
    }).personal!;
    expect(byCv.source).toBe('cv');
    expect(byCv.fits[0]!.basis).toBe('cv');
    // A whole CV analysis and the skill profiles load here: seconds on a busy machine.
  }, 20_000);

  it('names the best fit as the closest way in, even when it is the job the person holds', () => {
    const outcome = analyzeCv(
      'Maria Lopez\nRegistered Nurse\nExperience\n2018 – present  St. Mary’s Hospital  Registered Nurse, intensive care unit\n- Titrate drips, monitor vital signs, train new graduate nurses\n2015 – 2018  Mercy Clinic  Licensed Practical Nurse\nEducation\nBachelor of Science in Nursing, 2015\nSkills\nEpic, patient assessment, IV therapy\n',
      knowledge,
      { asOf: { year: 2026, month: 11 }, withGapPlan: false },
    );
    if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
    const record = analyzeIndustry('622', knowledge, base, {
      asOf,
      person: { cv: outcome.record },
    });
    const own = record.personal!.personCode!;
    const best = record.personal!.fits[0]!;
    expect(best.code).toBe(own);
    const other = record.personal!.fits.find((fit) => fit.code !== own)!;
    const en = presentIndustryRecord(record, 'en', knowledge, base).personal!;
    const ownTitle = knowledge.byCode.get(own)!.title.toLowerCase();
    expect(en.summary).toContain(
      `closest way into hospitals is the job you hold: ${ownTitle} (fit ${best.fit})`,
    );
    expect(en.summary).toContain(`The nearest other role is`);
    expect(en.summary).toContain(`(fit ${other.fit})`);
    expect(en.target_title).toBe(knowledge.byCode.get(other.code)!.title);
    const zh = presentIndustryRecord(record, 'zh', knowledge, base).personal!;
    expect(zh.summary).toContain(
      `最容易切入的就是你现在的职业：${knowledge.byCode.get(own)!.titleZh}（匹配度 ${best.fit}）`,
    );
    // Reading a CV builds its matchers first: slow on a busy machine.
  }, 30_000);

  it('words the record in both languages with its sources', () => {
    const record = analyzeIndustry('5132', knowledge, base, { asOf });
    const en = presentIndustryRecord(record, 'en', knowledge, base);
    const zh = presentIndustryRecord(record, 'zh', knowledge, base);
    expect(en.industry.name).toBe('Software Publishers');
    expect(zh.industry.name).toBe(base.naics.get('5132')!.titleZh);
    expect(en.summary).toMatch(/Weighted by employment/);
    expect(en.industry.staffing).toMatchObject({ level: 'top10_4digit', summed_level: '3digit' });
    expect(en.summary).toMatch(/ten largest together hold \d+(?:\.\d)?% of its jobs/);
    expect(zh.summary).toMatch(/人数最多的十个职业合占其就业的 \d+(?:\.\d)?%/);
    expect(en.sources.map((s) => s.id)).toContain('felten-aiie');
    expect(en.engine.kind).toBe('builtin');
  });
});

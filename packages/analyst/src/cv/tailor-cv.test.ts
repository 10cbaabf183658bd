import { describe, expect, it } from 'vitest';
import { ZCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { SAMPLE_CV_EN, SAMPLE_CV_ZH } from '../../../cv-pdf/src/testing/sample-cvs';
import { tailorCv } from './tailor-cv';

const knowledge = loadKnowledge();
const asOf = { year: 2026, month: 11 };
const nurse = ZCvDocument.parse(SAMPLE_CV_EN);
const productManager = ZCvDocument.parse(SAMPLE_CV_ZH);

const analyst = ZCvDocument.parse({
  basics: { name: 'Sam Okafor', label: 'Senior Data Analyst', summary: '' },
  work: [
    {
      name: 'Northwind Retail',
      position: 'Senior Data Analyst',
      startDate: '2020-01',
      highlights: [
        'Built weekly sales forecasts with regression models in Python and SQL',
        'Applied statistics and probability to A/B tests on pricing',
        'Presented findings to category managers',
      ],
    },
  ],
  education: [{ institution: 'University of Leeds', studyType: 'BSc', area: 'Mathematics' }],
  skills: [{ name: 'SQL' }, { name: 'Python' }, { name: 'Statistics' }],
});

// The first tailoring builds the reader's indexes.
describe('tailoring a CV to a job', { timeout: 30_000 }, () => {
  it('opens with the tools as the person writes them, and lists no knowledge area as shown', () => {
    for (const language of ['en', 'zh'] as const) {
      const tailored = tailorCv(
        language === 'en' ? analyst : productManager,
        {
          jobTitle: language === 'en' ? 'Data Scientist' : '数据科学家',
          occupationCode: '15-2051.00',
        },
        knowledge,
        { asOf, language },
      );
      const summary = tailored.proposals.find((p) => p.section === 'summary')?.proposed;
      expect(typeof summary === 'string' && summary).toMatch(/SQL/);
      expect(summary).not.toMatch(
        /Structured query language|Mathematics|数学|Customer and Personal/,
      );
      if (language === 'en')
        expect(summary).toMatch(
          /^Senior Data Analyst seeking the role of Data Scientist, working with/,
        );
      // Nothing is both shown and missing.
      const gapNames = new Set(tailored.gaps.map((gap) => gap.name));
      expect(tailored.matched.filter((name) => gapNames.has(name))).toEqual([]);
      expect(tailored.matched).not.toContain('Structured query language SQL');
    }
  });

  it('proposes a summary naming the job, and puts the lines that show the job first', () => {
    const tailored = tailorCv(
      nurse,
      { jobTitle: 'Nurse Educator', occupationCode: '25-1072.00' },
      knowledge,
      { asOf, language: 'en' },
    );
    expect(tailored.engine.kind).toBe('builtin');
    const summary = tailored.proposals.find((p) => p.section === 'summary');
    expect(summary?.proposed).toMatch(
      /^Registered Nurse, Intensive Care seeking the role of Nurse Educator/,
    );
    // The person's own summary is kept after the opening line.
    expect(summary?.proposed).toContain(nurse.basics.summary);
    const skills = tailored.proposals.find((p) => p.section === 'skills');
    expect(skills?.proposed[0]).toBe('Clinical teaching');
    expect(tailored.gaps.length).toBeGreaterThan(0);
  });

  it('reorders a person’s lines and never rewrites or drops one', () => {
    const tailored = tailorCv(
      productManager,
      { jobTitle: '数据分析师', occupationCode: '15-2051.00' },
      knowledge,
      { asOf, language: 'zh' },
    );
    const jobs = tailored.proposals.filter((p) => p.section === 'work');
    expect(jobs.length).toBeGreaterThan(0);
    for (const proposal of jobs) {
      if (proposal.section !== 'work') continue;
      expect([...proposal.proposed].sort()).toEqual([...proposal.current].sort());
    }
    // The line with SQL and Python leads the first job for a data scientist.
    const first = jobs.find((p) => p.section === 'work' && p.index === 0);
    expect(first?.section === 'work' && first.proposed[0]).toContain('SQL');
    expect(tailored.proposals.find((p) => p.section === 'summary')?.proposed).toMatch(
      /^高级产品经理，希望应聘数据分析师/,
    );
  });

  it('gives the same proposals for the same CV and job', () => {
    const once = () =>
      tailorCv(
        productManager,
        { jobTitle: 'Data Scientist', occupationCode: '15-2051.00' },
        knowledge,
        {
          asOf,
          language: 'en',
        },
      );
    expect(once()).toEqual(once());
  });
});

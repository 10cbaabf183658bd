import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { buildStudyTables, scoreOccupation } from '../scoring/formula';
import { STUDIES } from '../scoring/studies';
import { analyzeJob } from './analyze-job';

const knowledge = loadKnowledge();
const tables = buildStudyTables(knowledge.occupations);
const withoutIlo = STUDIES.filter((study) => study.id !== 'ilo_genai');

function analyze(code: string) {
  const occupation = knowledge.byCode.get(code)!;
  return analyzeJob({ title: occupation.title, occupations: [{ code, score: 1 }] }, knowledge);
}

/** The ILO's measure is in every job's study table and never in its rate. */
describe('the ILO study row', () => {
  it('lists the ILO score on every job the crosswalk reaches, and “not covered” elsewhere', () => {
    for (const occupation of knowledge.occupations) {
      const row = scoreOccupation(occupation, tables).contributions.find(
        (item) => item.study === 'ilo_genai',
      );
      expect(row, occupation.code).toBeDefined();
      const ilo = occupation.exposure.ilo;
      if (ilo === null) {
        expect(row!.raw_value, occupation.code).toBeNull();
        expect(row!.note, occupation.code).toBe('not covered by this study');
      } else expect(row!.raw_value, occupation.code).toBeCloseTo(ilo.value, 4);
      expect(row!.contribution, occupation.code).toBe(0);
    }
  });

  it('changes no rate and gives no occupation a rate on its own', () => {
    for (const occupation of knowledge.occupations) {
      const score = scoreOccupation(occupation, tables);
      const before = scoreOccupation(occupation, tables, withoutIlo);
      expect(score.aiReplacementRate, occupation.code).toBe(before.aiReplacementRate);
      expect(score.studiesAvailable > 0, occupation.code).toBe(before.studiesAvailable > 0);
    }
  });

  it('shows Software Developers’ ILO score beside the rate', () => {
    const row = analyze('15-1252.00').evidence.studies.find((item) => item.study === 'ilo_genai');
    expect(row).toMatchObject({
      raw_value: 0.34,
      weight: 0,
      contribution: 0,
      note: 'shown for reference, never part of the rate',
    });
    expect(row!.normalized).toBeGreaterThan(0);
  });

  it('shows the ILO score on a page with no rate and says it makes none', () => {
    // Entertainers and performers, all other (the YouTuber page): only the ILO reaches it.
    const page = analyze('27-2099.00');
    expect(page.ai_replacement_rate).toBeNull();
    expect(page.evidence.studies_available).toBe(0);
    const row = page.evidence.studies.find((item) => item.study === 'ilo_genai');
    expect(row).toMatchObject({ raw_value: 0.365, normalized: null, contribution: 0 });
    expect(page.content.en.deep_understanding).toContain('never makes a rate on its own');
    expect(page.content.zh.deep_understanding).toContain('从不单独构成替代率');
  });

  it('links the ILO paper only where the study covers the job', () => {
    const paper = (code: string) =>
      analyze(code).content.en.related_resources.some((link) => link.url.includes('WCMS_890761'));
    expect(paper('29-1141.00')).toBe(true);
    expect(paper('27-2099.00')).toBe(true);
    expect(paper('55-1011.00')).toBe(false);
  });
});

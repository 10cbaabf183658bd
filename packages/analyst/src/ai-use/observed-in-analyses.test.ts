import { describe, expect, it } from 'vitest';
import { analyzeCv } from '../cv/analyze-cv';
import { presentCvRecord } from '../cv/wording/present-cv';
import { analyzeIndustry } from '../industry/analyze-industry';
import { loadIndustries } from '../industry/industry-base';
import { presentIndustryRecord } from '../industry/present-industry';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { loadAiUse, observedExposureOf } from './ai-use';

const knowledge = loadKnowledge();
const base = loadIndustries();
const data = loadAiUse();

describe('observed exposure wherever a rate is used', () => {
  it('is on each CV role: 0.7451 for a programmer, null outside the file', () => {
    const outcome = analyzeCv(
      `Sam Lee\nComputer Programmer, Initech, Jan 2015 - present\n- COBOL, Java, SQL\nB.S. Computer Science, 2014`,
      knowledge,
      { asOf: { year: 2026, month: 12 }, withGapPlan: false },
    );
    if (outcome.kind !== 'analysis') throw new Error(outcome.kind);
    const roles = presentCvRecord(outcome.record, 'en', knowledge).roles;
    expect(roles.find((r) => r.occupation_code === '15-1251.00')?.observed_exposure).toBe(0.7451);
    for (const role of roles) {
      expect(role.observed_exposure).toBe(
        data.observed.get(role.occupation_code.slice(0, 7)) ?? null,
      );
    }
  }, 60_000);

  it('is on each industry occupation, and weighted by employment for the industry', () => {
    const record = analyzeIndustry('62', knowledge, base, { asOf: '2026-11' });
    const result = presentIndustryRecord(record, 'en', knowledge, base);
    for (const occupation of result.occupations) {
      expect(occupation.observed_exposure).toBe(observedExposureOf(occupation.occupation_code));
    }
    // Recomputed independently over the sector's staffing.
    const sector = base.sectors.get('62')!;
    let weighted = 0;
    let covered = 0;
    for (const line of sector.occupations) {
      const value = data.observed.get(line.soc);
      if (value === undefined || line.employment === null) continue;
      weighted += value * line.employment;
      covered += line.employment;
    }
    expect(result.observed_exposure).toBeCloseTo(weighted / covered, 3);
    // Health care's staffing lists some broad OEWS codes the observed file does not: 78.1 %.
    expect(result.observed_coverage_pct).toBe(78.1);
    expect(result.observed_coverage_pct).toBeLessThanOrEqual(100);
  });

  it('reads as null on an industry result stored before it existed', () => {
    const { observed: _dropped, ...stored } = analyzeIndustry('62', knowledge, base, {
      asOf: '2026-11',
    });
    const result = presentIndustryRecord(stored, 'zh', knowledge, base);
    expect(result.observed_exposure).toBeNull();
    expect(result.observed_coverage_pct).toBeNull();
  });
});

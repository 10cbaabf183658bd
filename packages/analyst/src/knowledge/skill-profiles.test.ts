import { describe, expect, it } from 'vitest';
import { loadKnowledge } from './load-knowledge';
import { skillProfiles } from './skill-profiles';

const knowledge = loadKnowledge();
const profiles = skillProfiles(knowledge);

describe('skill and knowledge similarity', () => {
  it('is a correlation: 1 with itself, symmetric, within −1 and 1', () => {
    expect(profiles.similarity('29-1141.00', '29-1141.00')).toBeCloseTo(1, 6);
    const there = profiles.similarity('29-1141.00', '53-3032.00')!;
    expect(profiles.similarity('53-3032.00', '29-1141.00')).toBeCloseTo(there, 12);
    expect(Math.abs(there)).toBeLessThanOrEqual(1);
  });

  it('finds a field’s own next steps alike and a different field unlike', () => {
    const similarity = (a: string, b: string) => profiles.similarity(a, b)!;
    // Registered nurses and nurse practitioners; a cook and a chef, who rates most things higher.
    expect(similarity('29-1141.00', '29-1171.00')).toBeGreaterThan(0.75);
    expect(similarity('35-2014.00', '35-1011.00')).toBeGreaterThan(0.7);
    // Shuttle drivers share operating skills with underground mining machine operators, not the field.
    expect(similarity('53-3053.00', '47-5044.00')).toBeLessThan(0.4);
    expect(similarity('29-1141.00', '47-5044.00')).toBeLessThan(0);
  });

  it('has nothing to say about an occupation without ratings', () => {
    // Managers, All Other: no tasks, no job zone, no skill ratings.
    expect(profiles.similarity('11-9199.00', '11-1021.00')).toBeNull();
  });

  it('uses borrowed ratings for the occupations O*NET 29.3 leaves unrated', () => {
    // Software Developers borrow their ratings from a related occupation (rule SK2).
    expect(profiles.similarity('15-1252.00', '15-1221.00')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analystContext } from './analyst-context';
import { SAFER_MARGIN, SAFER_MAX, findSaferOccupations } from './safer-occupations';

const knowledge = loadKnowledge();
const context = analystContext(knowledge);

describe('safer neighbouring occupations', () => {
  it('are clearly less exposed, never the job itself, and at most five', () => {
    let withThreeOrMore = 0;
    let covered = 0;
    for (const occupation of knowledge.occupations) {
      const score = context.scores.get(occupation.code)!;
      if (score.studiesAvailable === 0) continue;
      covered += 1;
      const safer = findSaferOccupations(context, occupation, score.aiReplacementRate);
      expect(safer.length).toBeLessThanOrEqual(SAFER_MAX);
      if (safer.length >= 3) withThreeOrMore += 1;
      for (const item of safer) {
        expect(item.code).not.toBe(occupation.code);
        expect(item.ai_replacement_rate).toBeLessThanOrEqual(
          score.aiReplacementRate - SAFER_MARGIN,
        );
        expect(item.ai_replacement_rate).toBe(context.scores.get(item.code)!.aiReplacementRate);
        expect(context.scores.get(item.code)!.studiesAvailable).toBeGreaterThan(0);
      }
    }
    // The least exposed jobs have few neighbours ten points lower, so not every job gets three.
    expect(withThreeOrMore / covered).toBeGreaterThan(0.55);
  });

  it('come first from O*NET’s related occupations and keep the preparation level', () => {
    const nurses = knowledge.byCode.get('15-2051.00')!;
    const score = context.scores.get(nurses.code)!;
    const safer = findSaferOccupations(context, nurses, score.aiReplacementRate);
    expect(safer.length).toBeGreaterThanOrEqual(3);
    const related = new Set(nurses.related.map((item) => item.code));
    expect(related.has(safer[0]!.code)).toBe(true);
    for (const item of safer) {
      expect(knowledge.byCode.get(item.code)!.jobZone ?? 0).toBeGreaterThanOrEqual(
        nurses.jobZone! - 1,
      );
      expect(item.title_zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { evaluateCvs } from '../../eval/cv-evaluation';

describe('CV evaluation (eval/cvs)', () => {
  it('puts the labelled occupation in the top five for at least 90 % of CVs in each language', () => {
    const report = evaluateCvs();
    for (const language of ['en', 'zh'] as const) {
      const { total, top5 } = report[language];
      expect(total, language).toBeGreaterThanOrEqual(20);
      expect(
        top5 / total,
        `${language}: ${report[language].misses.join('; ')}`,
      ).toBeGreaterThanOrEqual(0.9);
    }
  }, 60_000);
});

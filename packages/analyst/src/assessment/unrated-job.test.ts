import { ZFinalReport } from '@irreplaceable/contracts/assessments/assessment';
import { describe, expect, it } from 'vitest';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import { categoryWeights } from './category-weights';
import { KEEN, UNSURE, contextFor, knowledge, runAssessment } from './testing/assessment-fixtures';

const engine = createBuiltinAssessmentEngine({ knowledge });

/** Every string the engine wrote, one per line. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(wordsOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(wordsOf).join('\n');
  return '';
}

/** A job no study covers has no rate: the assessment words everything without one. */
describe('an assessment for a job with no rate', () => {
  it.each(['en', 'zh'] as const)(
    'never states a rate or a stand-in for one (%s)',
    async (language) => {
      const context = contextFor('youtuber', { language });
      expect(context.job.analysis.ai_replacement_rate).toBeNull();
      for (const answers of [KEEN, UNSURE]) {
        const run = await runAssessment(engine, context, answers);
        const six = await engine.challenges(context, run.soFar, 6);
        expect(ZFinalReport.parse(run.report.value)).toEqual(run.report.value);
        const text = wordsOf([run.phase1, run.interim, run.challenges, six, run.report]);
        expect(text).not.toMatch(/替代率|replacement rate|irreplaceability|不可替代性/i);
        expect(text).not.toMatch(/\b(null|undefined|NaN)\b/);
        expect(text).not.toContain('50%');
      }
    },
  );

  it('weighs the categories by the job category alone', () => {
    const { analysis } = contextFor('youtuber').job;
    const weights = categoryWeights(analysis);
    expect(weights.adaptability).toBe(1);
    expect(weights.curiosity).toBe(1.5);
    expect(weights.talent).toBe(1.5);
  });
});

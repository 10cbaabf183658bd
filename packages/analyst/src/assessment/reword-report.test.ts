import { describe, expect, it } from 'vitest';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import { KEEN, contextFor, knowledge, runAssessment } from './testing/assessment-fixtures';

const engine = createBuiltinAssessmentEngine({ knowledge });
const LATIN_WORD = /\b[a-z]{4,}\b/;

describe('a built-in report read in another language', () => {
  it('is worded in the reader’s language, with its stored scores and the person’s own words', async () => {
    const written = 'I have 6 years as an ICU nurse and I am good at reading patients';
    const answers = {
      ...KEEN,
      phase1: [written, 'More responsibility and harder cases', KEEN.phase1[2]] as const,
      thoughts: undefined,
    };
    const context = contextFor('nurse');
    const { report, soFar } = await runAssessment(engine, context, answers);
    const stored = report.value;

    const reader = { ...context, language: 'zh' as const };
    reader.job = { ...context.job, title: '注册护士' };
    const read = engine.rewordBuiltinReport(reader, soFar, stored, { challengesAreBuiltin: true });

    expect(read.fit_score).toBe(stored.fit_score);
    expect(read.category_scores.map((score) => score.score)).toEqual(
      stored.category_scores.map((score) => score.score),
    );
    expect(read.category_scores[0]!.name).toBe('好奇心驱动的思考');
    expect(read.report_5a.headline).not.toBe(stored.report_5a.headline);
    // What the person typed stays as typed; everything else is Chinese.
    const reflection = read.report_5a.cognitive_personal_reflection;
    expect(reflection).toContain(`“${written}”`);
    expect(reflection).toContain('“更大的责任，更难的活”');
    const ours = reflection.replaceAll(written, '');
    expect(ours).not.toMatch(LATIN_WORD);
    expect(read.report_5b.what_you_need).not.toMatch(LATIN_WORD);
    expect(read.report_5b.next_steps.join(' ')).not.toMatch(LATIN_WORD);
  });

  it('names a picked quick answer as the same answer in the reader’s language', async () => {
    const context = contextFor('developer');
    const { report, soFar } = await runAssessment(engine, context, KEEN);
    const read = engine.rewordBuiltinReport({ ...context, language: 'zh' }, soFar, report.value, {
      challengesAreBuiltin: true,
    });
    expect(read.report_5a.cognitive_personal_reflection).toContain('“我打心底喜欢这类工作”');
  });

  it('reads the same as first written in the language it was written in', async () => {
    const context = contextFor('nurse', { language: 'zh' });
    const { report, soFar } = await runAssessment(engine, context, KEEN);
    const read = engine.rewordBuiltinReport(context, soFar, report.value, {
      challengesAreBuiltin: true,
    });
    expect(read).toEqual(report.value);
  });
});

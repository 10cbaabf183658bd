import { ZFinalReport, ZInterimSummary } from '@irreplaceable/contracts/assessments/assessment';
import { describe, expect, it } from 'vitest';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import { excerpt } from './job-text';
import { KEEN, UNSURE, contextFor, knowledge, runAssessment } from './testing/assessment-fixtures';

const engine = createBuiltinAssessmentEngine({ knowledge });

describe('the built-in assessment engine', () => {
  it('says it is the built-in analyst', () => {
    expect(engine.engineFor('claude')).toEqual({
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: null,
    });
  });

  it('gives the same output for the same context and answers', async () => {
    const context = contextFor('nurse', { language: 'zh', analyst: 'gemini' });
    const first = await runAssessment(engine, context, KEEN);
    const again = await runAssessment(createBuiltinAssessmentEngine({ knowledge }), context, KEEN);
    expect(again).toEqual(first);
  });

  it('writes an interim summary from the phase-1 words and the phase-2 pattern', async () => {
    const context = contextFor('developer', { analyst: 'deepseek' });
    const { interim, soFar } = await runAssessment(engine, context, UNSURE);
    const summary = interim.value;
    expect(ZInterimSummary.parse(summary)).toEqual(summary);
    expect(summary.summary).toContain(excerpt(UNSURE.phase1[0]));
    expect(summary.summary).toContain('We are halfway down');
    expect(summary.category_scores).toHaveLength(8);
    // Empathy is the one strength of this answer set; the chosen option is quoted.
    expect(summary.headline).toContain('Empathy and Communication');
    const empathyAnswer = soFar.phase2.find((answer) => answer.question.category === 'empathy')!;
    const chosen = empathyAnswer.question.options.find((o) => o.id === empathyAnswer.selected)!;
    expect(summary.summary).toContain(chosen.text);
    expect(summary.watch_points.length).toBeGreaterThanOrEqual(1);
  });

  it('writes a report that cites the answers and challenge choices, with all eight scores', async () => {
    for (const language of ['en', 'zh'] as const) {
      const context = contextFor('developer', { language });
      const { report, soFar, challenges } = await runAssessment(engine, context, KEEN);
      const value = report.value;
      expect(ZFinalReport.parse(value)).toEqual(value);
      expect(value.category_scores.map((score) => score.answered)).toEqual([
        3, 2, 2, 2, 3, 3, 3, 2,
      ]);
      const reflection = value.report_5a.cognitive_personal_reflection;
      expect(reflection).toContain(excerpt(soFar.phase1[0]!.answer));
      expect(reflection).toContain(excerpt(soFar.phase1[1]!.answer));
      for (const challenge of challenges.value) {
        expect(reflection).toContain(challenge.readings.a!);
      }
      const top = Math.max(...value.category_scores.map((score) => score.score));
      const strongest = value.category_scores.find((score) => score.score === top)!;
      expect(reflection).toContain(strongest.name);
      const weakest = value.category_scores.find((score) => score.category === 'compatibility')!;
      expect(reflection).toContain(
        `${weakest.name}${language === 'en' ? ' (' : '（'}${weakest.score}/100`,
      );
      expect(value.report_5b.next_steps.length).toBeGreaterThanOrEqual(3);
      expect(value.report_5b.next_steps.length).toBeLessThanOrEqual(5);
      expect(value.report_5b.what_you_need).toContain(
        language === 'en'
          ? 'Evaluate designs, specifications, or other technical data'
          : '评估设计、规格或其他技术资料',
      );
      expect(value.report_5b.what_you_need).toContain(weakest.name);
      expect(report.engine.label).toBe(language === 'en' ? 'Built-in analyst' : '内置分析师');
    }
  });

  it('writes visibly different reports for different answers', async () => {
    const context = contextFor('nurse');
    const keen = (await runAssessment(engine, context, KEEN)).report.value;
    const unsure = (await runAssessment(engine, context, UNSURE)).report.value;
    expect(keen.fit_score).toBeGreaterThan(unsure.fit_score + 20);
    expect(keen.report_5a.headline).not.toBe(unsure.report_5a.headline);
    expect(keen.report_5b.next_steps).not.toEqual(unsure.report_5b.next_steps);
    expect(keen.report_5b.what_you_need).not.toBe(unsure.report_5b.what_you_need);
    expect(unsure.report_5a.cognitive_personal_reflection).toContain(excerpt(UNSURE.phase1[0]));
    expect(keen.report_5a.cognitive_personal_reflection).toContain(KEEN.thoughts);
  });

  it('writes a report for a free assessment in the persona of the analyst', async () => {
    const context = contextFor('clerk', { type: 'free', analyst: 'claude', language: 'zh' });
    const { report, questions } = await runAssessment(engine, context, UNSURE, 5);
    expect(questions).toHaveLength(5);
    expect(report.value.category_scores.filter((score) => score.answered === 0)).toHaveLength(3);
    expect(report.value.report_5a.cognitive_personal_reflection).toContain(
      '——猿先生：先理解，再建议。',
    );
    // A weak fit for a highly exposed job points to a less exposed neighbour.
    const safer = context.job.analysis.safer_occupations[0]!;
    expect(report.value.report_5b.next_steps.join('\n')).toContain(safer.title_zh);
  });
});

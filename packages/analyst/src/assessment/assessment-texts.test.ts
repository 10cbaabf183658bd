import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../analysis/analyze-job';
import { sampleOccupationCodes } from '../analysis/sample-occupations';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import { KEEN, UNSURE, knowledge, runAssessment } from './testing/assessment-fixtures';
import type { AssessmentContext } from './types';

const engine = createBuiltinAssessmentEngine({ knowledge });
/** Four or more Latin words in a row: an English phrase left in Chinese text. */
const ENGLISH_RUN = /\b[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){3,}/;

/** Occupations across the code list, the incomplete ones (no tasks, no wages, military) first. */
const contexts = sampleOccupationCodes(knowledge, 16).flatMap((code, index) => {
  const occupation = knowledge.byCode.get(code)!;
  const { reviews: _reviews, ...analysis } = analyzeJob(
    { title: occupation.title, occupations: [{ code, score: 1 }] },
    knowledge,
  );
  return (['en', 'zh'] as const).map((language): AssessmentContext => ({
    assessmentId: `texts-${index}`,
    language,
    analyst: 'gemini',
    type: 'credit',
    job: {
      id: index,
      title: language === 'en' ? analysis.canonical_title : analysis.title_zh,
      analysis,
    },
  }));
});

/** The user's phase-1 answers are quoted back as written, so Chinese runs answer in Chinese. */
const IN_CHINESE = {
  keen: {
    ...KEEN,
    phase1: ['我打心底喜欢这类工作', '琢磨棘手的难题', '直接和人打交道'],
    thoughts: '我会先看工具写的测试',
  },
  unsure: { ...UNSURE, phase1: ['想知道 AI 会不会把它取代', '整个岗位被它拿走', '还没想好'] },
} as const;

async function textsOf(context: AssessmentContext, index: number): Promise<string[]> {
  const keen = index % 2 === 0;
  const answers =
    context.language === 'zh' ? IN_CHINESE[keen ? 'keen' : 'unsure'] : keen ? KEEN : UNSURE;
  const run = await runAssessment(engine, context, answers);
  const { interim, challenges, report } = run;
  return [
    ...run.phase1.flatMap(({ question }) => [question.question_text, ...question.options]),
    ...run.questions.flatMap((question) => [
      question.question_text,
      ...question.options.map((option) => option.text),
    ]),
    interim.value.headline,
    interim.value.summary,
    ...interim.value.strengths,
    ...interim.value.watch_points,
    ...challenges.value.flatMap((challenge) => [
      challenge.title,
      challenge.challenge_text,
      challenge.follow_up,
      ...challenge.choices.map((choice) => choice.text),
      ...Object.values(challenge.readings),
    ]),
    report.value.report_5a.headline,
    report.value.report_5a.cognitive_personal_reflection,
    report.value.report_5b.what_you_need,
    ...report.value.report_5b.next_steps,
  ];
}

describe('the built-in assessment texts, over many occupations', () => {
  it('are written in the assessment language, with every placeholder filled', async () => {
    for (const [index, context] of contexts.entries()) {
      const texts = await textsOf(context, Math.floor(index / 2));
      for (const text of texts) {
        const where = `${context.job.analysis.evidence.occupation.code} ${context.language}: ${text}`;
        expect(text.trim().length, where).toBeGreaterThan(0);
        expect(text, where).not.toMatch(/\{\w+\}/);
        if (context.language === 'zh') {
          const stripped = text.replaceAll(context.job.title, '');
          expect(stripped, where).not.toMatch(ENGLISH_RUN);
        } else {
          expect(text, where).not.toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
  });
});

import { ASSESSMENT_CATEGORIES } from '@irreplaceable/contracts/assessments/categories';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from './bank/question-bank';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import { categoryWeights } from './category-weights';
import { questionsPerCategory } from './phase2-selection';
import { contextFor, knowledge } from './testing/assessment-fixtures';

const engine = createBuiltinAssessmentEngine({ knowledge });
const categoryIndex = (category: string) =>
  ASSESSMENT_CATEGORIES.indexOf(category as (typeof ASSESSMENT_CATEGORIES)[number]);
const counts = (categories: readonly string[]) =>
  ASSESSMENT_CATEGORIES.map((category) => categories.filter((item) => item === category).length);

describe('choosing the phase-2 questions', () => {
  it('spreads 20 questions 3 and 2 per category, the extra ones to the weightiest categories', () => {
    const context = contextFor('developer');
    const questions = engine.phase2Questions(context, ASSESSMENT.phase2QuestionsCredit);
    const perCategory = counts(questions.map((question) => question.category));
    expect([...perCategory].sort()).toEqual([2, 2, 2, 2, 3, 3, 3, 3]);
    const weights = categoryWeights(context.job.analysis);
    const lightestWithThree = Math.min(
      ...ASSESSMENT_CATEGORIES.filter((_, index) => perCategory[index] === 3).map(
        (c) => weights[c],
      ),
    );
    const heaviestWithTwo = Math.max(
      ...ASSESSMENT_CATEGORIES.filter((_, index) => perCategory[index] === 2).map(
        (c) => weights[c],
      ),
    );
    expect(lightestWithThree).toBeGreaterThanOrEqual(heaviestWithTwo);
  });

  it('asks 5 questions in 5 different categories, those that matter most for the job', () => {
    const nurse = engine.phase2Questions(contextFor('nurse'), ASSESSMENT.phase2QuestionsFree);
    const clerk = engine.phase2Questions(contextFor('clerk'), ASSESSMENT.phase2QuestionsFree);
    for (const questions of [nurse, clerk]) {
      expect(questions).toHaveLength(5);
      expect(new Set(questions.map((question) => question.category)).size).toBe(5);
    }
    // A people job asks about empathy; a highly exposed job about adaptability and curiosity.
    expect(nurse.map((question) => question.category)).toContain('empathy');
    expect(clerk.map((question) => question.category)).toEqual(
      expect.arrayContaining(['adaptability', 'curiosity', 'structured_thinking']),
    );
  });

  it('keeps the category order and never repeats a question', () => {
    for (const count of [5, 8, 20, 41]) {
      const questions = engine.phase2Questions(contextFor('nurse'), count);
      expect(questions).toHaveLength(count);
      const order = questions.map((question) => categoryIndex(question.category));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(questions.map((question) => question.id)).size).toBe(count);
    }
  });

  it('is fixed by the assessment id, and differs between assessments', () => {
    const first = engine.phase2Questions(contextFor('developer'), 20);
    expect(engine.phase2Questions(contextFor('developer'), 20)).toEqual(first);
    const others = ['a', 'b', 'c'].map((suffix) =>
      engine
        .phase2Questions(contextFor('developer', { assessmentId: `other-${suffix}` }), 20)
        .map((question) => question.id)
        .join(),
    );
    expect(others).not.toContain(first.map((question) => question.id).join());
  });

  it('writes the questions in the assessment language with the job title and scored options', () => {
    const zh = engine.phase2Questions(contextFor('nurse', { language: 'zh' }), 20);
    for (const question of zh) {
      expect(question.question_text).toMatch(/[\u4e00-\u9fff]/);
      expect(question.question_text).not.toContain('{job}');
      expect(question.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd']);
      const written = QUESTION_BANK[question.category].find((item) => item.id === question.id)!;
      expect(question.options.map((option) => option.score)).toEqual(
        written.options.map((option) => option.score),
      );
    }
    expect(zh.some((question) => question.question_text.includes('注册护士'))).toBe(true);
  });

  it('refuses more questions than the bank holds', () => {
    expect(() => engine.phase2Questions(contextFor('nurse'), 200)).toThrow(RangeError);
    expect(engine.phase2Questions(contextFor('nurse'), 0)).toEqual([]);
  });

  it('gives the remainder by weight, ties in an order fixed by the seed', () => {
    const even = Object.fromEntries(ASSESSMENT_CATEGORIES.map((c) => [c, 1])) as ReturnType<
      typeof categoryWeights
    >;
    const quotas = questionsPerCategory(3, { ...even, empathy: 2 }, 'seed');
    expect(quotas.empathy).toBe(1);
    expect(Object.values(quotas).reduce((a, b) => a + b, 0)).toBe(3);
    expect(questionsPerCategory(3, even, 'seed')).toEqual(questionsPerCategory(3, even, 'seed'));
  });
});

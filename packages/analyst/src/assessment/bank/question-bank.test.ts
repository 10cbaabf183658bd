import { ASSESSMENT_CATEGORIES } from '@irreplaceable/contracts/assessments/categories';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from './question-bank';

const all = ASSESSMENT_CATEGORIES.flatMap((category) =>
  QUESTION_BANK[category].map((question) => ({ category, question })),
);
const PREFIX = {
  curiosity: 'cur',
  motivation: 'mot',
  values: 'val',
  talent: 'tal',
  structured_thinking: 'str',
  empathy: 'emp',
  adaptability: 'ada',
  compatibility: 'com',
} as const;

/** Every text a user reads of one question, in one language. */
const textsOf = (question: (typeof all)[number]['question'], language: 'en' | 'zh') => [
  question.text[language],
  ...question.options.map((option) => option[language]),
];

describe('the phase-2 question bank', () => {
  it('has enough questions per category for a credit assessment never to repeat one', () => {
    const perCategory = Math.ceil(ASSESSMENT.phase2QuestionsCredit / ASSESSMENT_CATEGORIES.length);
    for (const category of ASSESSMENT_CATEGORIES) {
      expect(QUESTION_BANK[category].length, category).toBeGreaterThanOrEqual(
        Math.max(6, perCategory),
      );
    }
  });

  it('gives every question a unique stable id of its category', () => {
    const ids = all.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { category, question } of all) {
      expect(question.id).toMatch(new RegExp(`^${PREFIX[category]}-\\d{2}$`));
    }
  });

  it('gives every question four options scored 0 to 4, with a spread of scores', () => {
    for (const { question } of all) {
      expect(question.options, question.id).toHaveLength(4);
      const scores = question.options.map((option) => option.score);
      for (const score of scores) {
        expect(Number.isInteger(score) && score >= 0 && score <= 4, question.id).toBe(true);
      }
      // A question whose options all score alike measures nothing.
      expect(Math.max(...scores) - Math.min(...scores), question.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('does not put the options in score order, so the best answer is not always first', () => {
    const bestAt = all.map(({ question }) => {
      const scores = question.options.map((option) => option.score);
      return scores.indexOf(Math.max(...scores));
    });
    for (const position of [0, 1, 2, 3]) expect(bestAt).toContain(position);
    const ordered = all.filter(({ question }) => {
      const scores = question.options.map((option) => option.score);
      return scores.every((score, index) => index === 0 || score <= scores[index - 1]!);
    });
    expect(ordered.length).toBeLessThan(all.length / 8);
  });

  it('has every text in both languages, and no English left in the Chinese', () => {
    for (const { question } of all) {
      for (const text of [...textsOf(question, 'en'), ...textsOf(question, 'zh')]) {
        expect(text.trim().length, question.id).toBeGreaterThan(0);
      }
      for (const text of textsOf(question, 'zh')) {
        // The job title placeholder and the abbreviation AI are the only Latin letters allowed.
        const latin = text.replace(/\{job\}/g, '').replace(/\bAI\b/g, '');
        expect(latin, `${question.id}: ${text}`).not.toMatch(/[A-Za-z]/);
        expect(text, question.id).toMatch(/[\u4e00-\u9fff]/);
      }
      for (const text of textsOf(question, 'en')) {
        expect(text, question.id).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('uses only the {job} placeholder, and in both languages of a question alike', () => {
    for (const { question } of all) {
      for (const language of ['en', 'zh'] as const) {
        for (const text of textsOf(question, language)) {
          expect(text.replace(/\{job\}/g, ''), question.id).not.toMatch(/[{}]/);
        }
      }
      expect(question.text.zh.includes('{job}'), question.id).toBe(
        question.text.en.includes('{job}'),
      );
    }
  });
});

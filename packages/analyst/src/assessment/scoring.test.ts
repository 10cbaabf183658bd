import { ASSESSMENT_CATEGORIES } from '@irreplaceable/contracts/assessments/categories';
import { describe, expect, it } from 'vitest';
import { categoryWeights, type WeightedJob } from './category-weights';
import { categoryScores, fitScore, phase1Estimates } from './scoring';
import type { Phase2Answer, StoredPhase2Question } from './types';

function question(id: string, category: StoredPhase2Question['category']): StoredPhase2Question {
  return {
    id,
    category,
    question_text: id,
    options: [
      { id: 'a', text: 'a', score: 3 },
      { id: 'b', text: 'b', score: 0 },
      { id: 'c', text: 'c', score: 4 },
      { id: 'd', text: 'd', score: 2 },
    ],
  };
}
const answer = (id: string, category: StoredPhase2Question['category'], selected: string) =>
  ({ question: question(id, category), selected }) satisfies Phase2Answer;

const job = (rate: number, category: string): WeightedJob => ({
  ai_replacement_rate: rate,
  human_irreplaceability: 100 - rate,
  category: { id: category, en: category, zh: category },
});

describe('category scores', () => {
  it('averages the answers with the estimate counted as half an answer', () => {
    const scores = categoryScores(
      [
        answer('q1', 'curiosity', 'c'),
        answer('q2', 'curiosity', 'd'),
        answer('q3', 'empathy', 'b'),
      ],
      'en',
    );
    expect(scores.map((score) => score.category)).toEqual([...ASSESSMENT_CATEGORIES]);
    const curiosity = scores.find((score) => score.category === 'curiosity')!;
    // (100 + 50 + 50·0.5) / 2.5 = 70
    expect(curiosity).toEqual({
      category: 'curiosity',
      name: 'Curiosity-driven Thinking',
      score: 70,
      answered: 2,
    });
    // (0 + 25) / 1.5 = 16.7
    expect(scores.find((score) => score.category === 'empathy')!.score).toBe(17);
    expect(scores.find((score) => score.category === 'values')).toEqual({
      category: 'values',
      name: 'Value/Goal Alignment',
      score: 50,
      answered: 0,
    });
  });

  it('names the categories in the language asked, and leaves out unknown options', () => {
    const scores = categoryScores([answer('q1', 'talent', 'z')], 'zh');
    expect(scores.find((score) => score.category === 'talent')).toEqual({
      category: 'talent',
      name: '天赋与直觉',
      score: 50,
      answered: 0,
    });
  });

  it('estimates unanswered categories from phase 1, within 30 to 70', () => {
    const estimates = phase1Estimates([
      'I want to help people',
      'Several years in the job itself',
      'I love it',
    ]);
    expect(estimates.empathy).toBe(60);
    // "years" reads as experience (+5) and claims a lot of it (+10).
    expect(estimates.talent).toBe(65);
    expect(estimates.motivation).toBe(60);
    expect(estimates.compatibility).toBe(50);
    const scores = categoryScores([answer('q1', 'empathy', 'b')], 'en', ['I want to help people']);
    // (0 + 60·0.5) / 1.5 = 20: the estimate moves an answered category only a little.
    expect(scores.find((score) => score.category === 'empathy')!.score).toBe(20);
    expect(scores.find((score) => score.category === 'values')!.score).toBe(55);
    const many = phase1Estimates(['转行', '转行', '转行', 'switch careers', 'change jobs']);
    for (const value of Object.values(many)) {
      expect(value).toBeGreaterThanOrEqual(30);
      expect(value).toBeLessThanOrEqual(70);
    }
  });
});

describe('the fit score', () => {
  const scoresWith = (high: readonly string[]) =>
    ASSESSMENT_CATEGORIES.map((category) => ({
      category,
      name: category,
      score: high.includes(category) ? 90 : 40,
      answered: 1,
    }));

  it('is the plain score when every category scores alike', () => {
    const flat = ASSESSMENT_CATEGORIES.map((category) => ({
      category,
      name: category,
      score: 64,
      answered: 1,
    }));
    expect(fitScore(flat, job(80, 'office-administration'))).toBe(64);
    expect(fitScore(flat, job(10, 'healthcare'))).toBe(64);
  });

  it('weighs adaptability more for an exposed job, empathy more for a people job', () => {
    const adaptable = scoresWith(['adaptability']);
    const empathic = scoresWith(['empathy']);
    expect(fitScore(adaptable, job(80, 'office-administration'))).toBeGreaterThan(
      fitScore(adaptable, job(10, 'office-administration')),
    );
    expect(fitScore(empathic, job(20, 'healthcare'))).toBeGreaterThan(
      fitScore(empathic, job(20, 'technology')),
    );
    expect(fitScore(empathic, job(20, 'healthcare'))).toBeGreaterThan(
      fitScore(adaptable, job(20, 'healthcare')),
    );
  });

  it('follows the documented weights', () => {
    const weights = categoryWeights(job(60, 'technology'));
    expect(weights.adaptability).toBeCloseTo(1.9);
    expect(weights.curiosity).toBeCloseTo(1.45);
    expect(weights.structured_thinking).toBeCloseTo(2.05);
    expect(weights.empathy).toBeCloseTo(1.2);
    expect(weights.motivation).toBe(1);
    // 90 on adaptability, 40 elsewhere: (1.9·90 + 40·(Σw − 1.9)) / Σw
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    expect(fitScore(scoresWith(['adaptability']), job(60, 'technology'))).toBe(
      Math.round((1.9 * 90 + 40 * (total - 1.9)) / total),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { assessmentSteps } from './assessment-steps';

describe('assessmentSteps', () => {
  it('counts every answer a free assessment asks for: 3 questions, 5 choices, 3 challenges', () => {
    expect(assessmentSteps('free')).toEqual({ intent: 3, choices: 5, challenges: 3, total: 11 });
  });

  it('counts the 20 choices of credit mode', () => {
    expect(assessmentSteps('credit').total).toBe(26);
  });
});

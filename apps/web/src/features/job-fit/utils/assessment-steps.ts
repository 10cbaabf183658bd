import type { TAssessmentType } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';

/**
 * What a person answers in each mode, as the selection promises it: the phase-1 questions, the
 * quick choices of phase 2 and the challenges of phase 4. The interim summary asks nothing.
 */
export function assessmentSteps(mode: TAssessmentType) {
  const intent = ASSESSMENT.phase1Questions;
  const choices =
    mode === 'credit' ? ASSESSMENT.phase2QuestionsCredit : ASSESSMENT.phase2QuestionsFree;
  const challenges = ASSESSMENT.defaultChallengeCount;
  return { intent, choices, challenges, total: intent + choices + challenges };
}

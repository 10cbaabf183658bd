import type { TPhase1Question } from '@irreplaceable/contracts/assessments/assessment';
import { api } from '../../../shared/api/client';

/**
 * The three intent questions of phase 1. The second and third are written from the answers
 * before them, so each is asked for only once the previous one is answered.
 */
export function getPhase1Question(
  assessmentId: string,
  previousAnswers: readonly string[],
  signal?: AbortSignal,
): Promise<TPhase1Question> {
  const base = `/cognitive-assessment/${assessmentId}/phase1`;
  const [answer1, answer2] = previousAnswers;
  if (answer1 === undefined) return api.get<TPhase1Question>(`${base}/question1`, { signal });
  if (answer2 === undefined) {
    return api.get<TPhase1Question>(`${base}/question2`, {
      query: { question1_answer: answer1 },
      signal,
    });
  }
  return api.get<TPhase1Question>(`${base}/question3`, {
    query: { question1_answer: answer1, question2_answer: answer2 },
    signal,
  });
}

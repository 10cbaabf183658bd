import type { AssessmentEngine } from '@irreplaceable/analyst/assessment/types';
import { CREDITS } from '@irreplaceable/contracts/constants';
import { applyCreditChange } from '../features/credits/ledger';
import { searchAndWait } from './jobs-fixtures';
import { signInUser } from './news-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose assessments `engine` writes, and a job page (Software Developer) to assess. */
export async function createAssessmentApp(
  engine: AssessmentEngine,
  env?: Record<string, string>,
): Promise<{ t: TestApp; jobId: number }> {
  const t = await createTestApp('pglite', {
    ...(env && { env }),
    deps: { assessmentEngine: engine },
  });
  const { task } = await searchAndWait(t.app, 'Software Developer');
  return { t, jobId: task.search_result!.generating_jobs[0]!.job_id! };
}

/** A signed-in reader who holds the credits one assessment costs. */
export async function signInAssessmentReader(t: TestApp, name: string) {
  const reader = await signInUser(t.app, name);
  await applyCreditChange(t.app.db, {
    userId: reader.user.id,
    amount: CREDITS.assessmentCost,
    kind: 'paid',
    reason: 'admin_grant',
  });
  return reader;
}

/** A test's way of calling the assessment API as its reader: method, path under it, body. */
type TAssessmentCall = <T>(method: 'GET' | 'POST', url: string, payload?: object) => Promise<T>;

/** Answers every phase 2 question with its first option. */
export async function answerPhase2WithFirstOptions(
  call: TAssessmentCall,
  id: string,
  questions: readonly { id: string; options: readonly { id: string }[] }[],
): Promise<void> {
  for (const question of questions) {
    await call('POST', `/${id}/phase2`, {
      question_id: question.id,
      selected_option: question.options[0]!.id,
    });
  }
}

/** Answers every mirror challenge with its first choice. */
export async function answerChallengesWithFirstChoices(
  call: TAssessmentCall,
  id: string,
  challenges: readonly { challenge_number: number; choices: readonly { id: string }[] }[],
): Promise<void> {
  for (const challenge of challenges) {
    await call('POST', `/${id}/phase4`, {
      challenge_number: challenge.challenge_number,
      user_reflection: challenge.choices[0]!.id,
    });
  }
}

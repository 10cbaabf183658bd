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

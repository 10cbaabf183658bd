import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TPhase1Question,
  TPhase2QuestionsResponse,
  TPhase3Response,
  TPhase4ChallengesResponse,
  TPhase5Response,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createAssessmentEngine } from '@irreplaceable/analyst/assessment/create-assessment-engine';
import { categoryScores } from '@irreplaceable/analyst/assessment/scoring';
import { FAKE_KEYS, startServer } from '@irreplaceable/analyst/llm/testing/analyst-harness';
import { chatCompletions } from '@irreplaceable/analyst/llm/testing/fake-providers';
import type { TestApp } from '../../test/test-app';
import {
  answerChallengesWithFirstChoices,
  createAssessmentApp,
  signInAssessmentReader,
} from '../../test/assessment-fixtures';
import { bearer } from '../../test/factories';
import type { AssessmentState } from './assessment-state';
import { assessments } from '../../db/schema';
import { eq } from 'drizzle-orm';

/**
 * The same API served by a model: an OpenAI-compatible loopback server speaks the real protocol to
 * the real SDK. The texts are the model's and labelled so; the scores are still ours.
 */
describe('the job-fit assessment with a configured model', () => {
  let t: TestApp;
  let jobId: number;

  beforeAll(async () => {
    const provider = await startServer(chatCompletions('gpt-model'));
    const engine = createAssessmentEngine(
      analystConfigFromEnv({
        OPENAI_API_KEY: FAKE_KEYS.openai,
        OPENAI_BASE_URL: `${provider.origin}/v1`,
        LLM_TIMEOUT_MS: '5000',
      }),
    );
    ({ t, jobId } = await createAssessmentApp(engine));
  }, 60_000);
  afterAll(async () => t?.close());

  it('serves every generated part from the model through the same schemas, with our scores', async () => {
    const reader = await signInAssessmentReader(t, 'fit-llm');
    const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await t.app.inject({
        method,
        url: `/api/cognitive-assessment${url}`,
        headers: bearer(reader.token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const { assessment_id: id } = await call<TStartAssessmentResponse>('POST', `/start/${jobId}`, {
      assessment_type: 'credit',
      selected_llm_model: 'gpt',
    });
    const llm = { kind: 'llm', label: 'gpt-4.1 (OpenAI)', fallback_reason: null };
    const q1 = await call<TPhase1Question>('GET', `/${id}/phase1/question1`);
    expect(q1.engine).toEqual(llm);
    expect(q1.question_text).toContain('gpt-model');
    await call('POST', `/${id}/phase1`, {
      question_1_answer: 'I enjoy building things',
      question_2_answer: 'Three years',
      question_3_answer: 'Ten hours a week',
    });
    const { questions } = await call<TPhase2QuestionsResponse>('GET', `/${id}/phase2/questions`);
    expect(questions).toHaveLength(20);
    for (const question of questions) {
      await call('POST', `/${id}/phase2`, {
        question_id: question.id,
        selected_option: question.options[question.question_order % 4]!.id,
      });
    }
    const interim = await call<TPhase3Response>('GET', `/${id}/phase3`);
    expect(interim.engine).toEqual(llm);
    const challenges = await call<TPhase4ChallengesResponse>('GET', `/${id}/phase4/challenges`);
    expect(challenges.engine).toEqual(llm);
    await answerChallengesWithFirstChoices(call, id, challenges.mirror_challenges.challenges);
    const report = await call<TPhase5Response>('GET', `/${id}/phase5`);
    expect(report.engine).toEqual(llm);
    expect(report.report_5a.cognitive_personal_reflection).toContain('gpt-model');

    const [row] = await t.app.db.select().from(assessments).where(eq(assessments.id, id));
    const state = row!.state as unknown as AssessmentState;
    const phase2 = state.phase2.questions.map((question) => ({
      question,
      selected: state.phase2.answers[question.id]!,
    }));
    expect(report.category_scores).toEqual(categoryScores(phase2, 'en', state.phase1.answers!));
  });
});

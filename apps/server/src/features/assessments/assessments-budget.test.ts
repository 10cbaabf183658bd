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
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import type { TestApp } from '../../test/test-app';
import {
  answerChallengesWithFirstChoices,
  answerPhase2WithFirstOptions,
  createAssessmentApp,
  signInAssessmentReader,
} from '../../test/assessment-fixtures';
import { bearer } from '../../test/factories';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

const INTERACTIVE_BUDGET_MS = 1_000;
/** Generous for a loaded machine, and far below the hung provider's 60 s time limit. */
const MOST_A_STEP_MAY_TAKE_MS = INTERACTIVE_BUDGET_MS + 4_000;

/**
 * A person taking the assessment never waits on a hung model longer than the interactive budget:
 * each step then answers with the built-in text, labelled with the reason.
 */
describe('the job-fit assessment with a hung model', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let jobId: number;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('hang');
    const env = {
      ...standInEnv(standIn),
      LLM_TIMEOUT_MS: '60000',
      LLM_INTERACTIVE_TIMEOUT_MS: String(INTERACTIVE_BUDGET_MS),
    };
    ({ t, jobId } = await createAssessmentApp(createAssessmentEngine(analystConfigFromEnv(env))));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('answers every step within the budget, with the built-in text labelled', async () => {
    // Each step must reach the hung provider, not find it paused by the steps before.
    const reader = await signInAssessmentReader(t, 'fit-budget');
    const waits: number[] = [];
    const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      providerBreaker.reset();
      const started = Date.now();
      const response = await t.app.inject({
        method,
        url: `/api/cognitive-assessment${url}`,
        headers: bearer(reader.token),
        ...(payload ? { payload } : {}),
      });
      waits.push(Date.now() - started);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const { assessment_id: id } = await call<TStartAssessmentResponse>('POST', `/start/${jobId}`, {
      assessment_type: 'credit',
      selected_llm_model: 'gpt',
    });
    // The call gets what is left of the step's budget once the step's own work is done.
    const fallback = {
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: expect.stringMatching(
        /^OpenAI-compatible unavailable: timed out after \d+ ms$/,
      ) as unknown,
    };
    const q1 = await call<TPhase1Question>('GET', `/${id}/phase1/question1`);
    expect(q1.engine).toEqual(fallback);
    await call('POST', `/${id}/phase1`, {
      question_1_answer: 'I enjoy building things',
      question_2_answer: 'Three years',
      question_3_answer: 'Ten hours a week',
    });
    const { questions } = await call<TPhase2QuestionsResponse>('GET', `/${id}/phase2/questions`);
    await answerPhase2WithFirstOptions(call, id, questions);
    expect((await call<TPhase3Response>('GET', `/${id}/phase3`)).engine).toEqual(fallback);
    const challenges = await call<TPhase4ChallengesResponse>('GET', `/${id}/phase4/challenges`);
    expect(challenges.engine).toEqual(fallback);
    await answerChallengesWithFirstChoices(call, id, challenges.mirror_challenges.challenges);
    expect((await call<TPhase5Response>('GET', `/${id}/phase5`)).engine).toEqual(fallback);
    expect(standIn.requestTimes.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(MOST_A_STEP_MAY_TAKE_MS);
  }, 120_000);
});

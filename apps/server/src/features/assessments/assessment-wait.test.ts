import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  TPhase1Question,
  TPhase3Response,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createAssessmentEngine } from '@irreplaceable/analyst/assessment/create-assessment-engine';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { NO_TIME_LEFT } from '@irreplaceable/analyst/llm/call-model';
import { assessments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createAssessmentApp, signInAssessmentReader } from '../../test/assessment-fixtures';
import { bearer } from '../../test/factories';
import { signInUser } from '../../test/news-fixtures';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';
import type { AssessmentState } from './assessment-state';

/** Small, so a hung provider costs the test little; the bounds below are loose multiples of it. */
const BUDGET_MS = 1_000;

/**
 * A person waits at most one LLM_INTERACTIVE_TIMEOUT_MS for one assessment request, however many
 * model calls it holds: every call of the step gets only the time left, and then the built-in
 * text answers, labelled.
 */
describe('assessment steps with a hung model provider', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let jobId: number;
  let token: string;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('happy');
    const env = {
      ...standInEnv(standIn),
      LLM_TIMEOUT_MS: '20000',
      LLM_INTERACTIVE_TIMEOUT_MS: String(BUDGET_MS),
    };
    ({ t, jobId } = await createAssessmentApp(
      createAssessmentEngine(analystConfigFromEnv(env)),
      env,
    ));
    token = (await signInAssessmentReader(t, 'fit-wait')).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    // Each step meets the provider as new: a pause after earlier failures would send nothing.
    providerBreaker.reset();
  });

  /** One request of the assessment, with how long it took and the requests it sent. */
  async function step<T>(method: 'GET' | 'POST', url: string, payload?: object) {
    const before = standIn.requestTimes.length;
    const started = performance.now();
    const response = await t.app.inject({
      method,
      url: `/api/cognitive-assessment${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    const ms = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json<T>(), ms, calls: standIn.requestTimes.length - before };
  }

  const stateOf = async (id: string) => {
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
    return row!.state as unknown as AssessmentState;
  };

  it('answers each step within one budget, the calls after the first sending nothing', async () => {
    standIn.mode = 'hang';
    const start = await step<TStartAssessmentResponse>('POST', `/start/${jobId}`, {
      assessment_type: 'credit',
      selected_llm_model: 'gpt',
    });
    expect(start.calls).toBe(1);
    expect(start.ms).toBeLessThan(BUDGET_MS * 1.5);
    const id = start.body.assessment_id;
    const first = await step<TPhase1Question>('GET', `/${id}/phase1/question1`);
    expect(first.calls).toBe(0);
    // The step's own work before the call counts too: the call had what was left of the budget.
    expect(first.body.engine.kind).toBe('builtin');
    expect(first.body.engine.fallback_reason).toMatch(
      /^OpenAI-compatible unavailable: timed out after \d+ ms$/,
    );

    // Questions 2 and 3 were never fetched: this one request writes both, in one wait.
    const submitted = await step('POST', `/${id}/phase1`, {
      question_1_answer: 'I enjoy building things',
      question_2_answer: 'Three years',
      question_3_answer: 'Ten hours a week',
    });
    expect(submitted.calls).toBe(1);
    expect(submitted.ms).toBeLessThan(BUDGET_MS * 1.5);
    const [, second, third] = (await stateOf(id)).phase1.asked;
    expect(second!.question.engine.fallback_reason).toMatch(/timed out after \d+ ms$/);
    // The step's time was spent by question 2: question 3 is the built-in one, and says why.
    expect(third!.question.engine).toMatchObject({
      kind: 'builtin',
      fallback_reason: `OpenAI-compatible unavailable: ${NO_TIME_LEFT}`,
    });
  }, 30_000);

  it('keeps the built-in answer when the model answers after the budget', async () => {
    standIn.mode = 'happy';
    token = (await signInUser(t.app, 'fit-late')).token;
    const start = await step<TStartAssessmentResponse>('POST', `/start/${jobId}`, {
      assessment_type: 'free',
      selected_llm_model: 'gpt',
    });
    const id = start.body.assessment_id;
    await step('POST', `/${id}/phase1`, {
      question_1_answer: 'I enjoy building things',
      question_2_answer: 'Three years',
      question_3_answer: 'Ten hours a week',
    });
    const { body } = await step<{ questions: { id: string; options: { id: string }[] }[] }>(
      'GET',
      `/${id}/phase2/questions`,
    );
    for (const question of body.questions) {
      await step('POST', `/${id}/phase2`, {
        question_id: question.id,
        selected_option: question.options[0]!.id,
      });
    }
    standIn.mode = 'slow';
    standIn.slowMs = BUDGET_MS * 2;
    const interim = await step<TPhase3Response>('GET', `/${id}/phase3`);
    expect(interim.calls).toBe(1);
    expect(interim.ms).toBeLessThan(BUDGET_MS * 1.5);
    expect(interim.body.engine.kind).toBe('builtin');
    // Once the model's late answer would have come, the person still reads the built-in summary.
    await new Promise((resolve) => setTimeout(resolve, BUDGET_MS * 1.5));
    const again = await step<TPhase3Response>('GET', `/${id}/phase3`);
    expect(again.calls).toBe(0);
    expect(again.body).toEqual(interim.body);
  }, 30_000);
});

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
import type { GateReport } from '@irreplaceable/analyst/llm/gate/gate-report';
import type { TestApp } from '../../test/test-app';
import {
  answerChallengesWithFirstChoices,
  answerPhase2WithFirstOptions,
  createAssessmentApp,
  signInAssessmentReader,
} from '../../test/assessment-fixtures';
import { bearer } from '../../test/factories';
import { startOpenAiStandIn, standInEnv, type OpenAiStandIn } from '../../test/openai-stand-in';

/** What the hostile stand-in writes into every text, in whole or in part. */
const HOSTILE_MARKS = [/tracker\.example/, /worthless/, /rate 0/, /99%/, /!\[/, /\]\(http/];

/**
 * Every text a model writes for the assessment passes the job page's gate: against a provider
 * that answers each step with a tracking image, an outside link and a made-up rate, the person
 * sees the built-in text of each step, labelled, and the log counts what was dropped.
 */
describe('the job-fit assessment with a hostile model', () => {
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let jobId: number;
  const gateLog: GateReport[] = [];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn('hostile');
    const env = { ...standInEnv(standIn), LLM_TIMEOUT_MS: '5000' };
    ({ t, jobId } = await createAssessmentApp(
      createAssessmentEngine(analystConfigFromEnv(env), {
        onTextGated: (report) => gateLog.push(report),
      }),
    ));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('shows the built-in text of every step, labelled, and none of the hostile answer', async () => {
    const reader = await signInAssessmentReader(t, 'fit-gate');
    const shown: unknown[] = [];
    const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      providerBreaker.reset();
      const response = await t.app.inject({
        method,
        url: `/api/cognitive-assessment${url}`,
        headers: bearer(reader.token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      shown.push(response.json());
      return response.json<T>();
    };
    const { assessment_id: id } = await call<TStartAssessmentResponse>('POST', `/start/${jobId}`, {
      assessment_type: 'credit',
      selected_llm_model: 'gpt',
    });
    const rejected = {
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: 'OpenAI-compatible stated figures this job does not hold',
      fallback_kind: 'rejected',
    };
    const answers = {
      question1_answer: 'I enjoy building things',
      question2_answer: 'Three years',
    };
    const q1 = await call<TPhase1Question>('GET', `/${id}/phase1/question1`);
    const q2 = await call<TPhase1Question>(
      'GET',
      `/${id}/phase1/question2?question1_answer=${encodeURIComponent(answers.question1_answer)}`,
    );
    const q3 = await call<TPhase1Question>(
      'GET',
      `/${id}/phase1/question3?${new URLSearchParams(answers).toString()}`,
    );
    for (const question of [q1, q2, q3]) expect(question.engine).toEqual(rejected);
    await call('POST', `/${id}/phase1`, {
      question_1_answer: answers.question1_answer,
      question_2_answer: answers.question2_answer,
      question_3_answer: 'Ten hours a week',
    });
    const { questions } = await call<TPhase2QuestionsResponse>('GET', `/${id}/phase2/questions`);
    await answerPhase2WithFirstOptions(call, id, questions);
    expect((await call<TPhase3Response>('GET', `/${id}/phase3`)).engine).toEqual(rejected);
    const challenges = await call<TPhase4ChallengesResponse>('GET', `/${id}/phase4/challenges`);
    expect(challenges.engine).toEqual(rejected);
    expect(challenges.mirror_challenges.challenges.length).toBeGreaterThan(0);
    await answerChallengesWithFirstChoices(call, id, challenges.mirror_challenges.challenges);
    expect((await call<TPhase5Response>('GET', `/${id}/phase5`)).engine).toEqual(rejected);

    const published = JSON.stringify(shown);
    for (const mark of HOSTILE_MARKS) expect(published).not.toMatch(mark);
    expect(standIn.requestTimes).toHaveLength(6);
    expect(gateLog.map((report) => report.part)).toEqual([
      'assessment question',
      'assessment question',
      'assessment question',
      'assessment interim summary',
      'assessment challenges',
      'assessment report',
    ]);
    for (const report of gateLog) {
      expect(report.dropped).toBeGreaterThan(0);
      expect(report.builtin.length).toBeGreaterThan(0);
    }
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAssessmentHistoryResponse,
  TAssessmentStatusResponse,
  TPhase1Question,
  TPhase2QuestionsResponse,
  TPhase2SubmitResponse,
  TPhase4ChallengesResponse,
  TPhase5Response,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT, CREDITS, FEEDBACK } from '@irreplaceable/contracts/constants';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { createBuiltinAssessmentEngine } from '@irreplaceable/analyst/assessment/builtin-engine';
import type { AssessmentEngine } from '@irreplaceable/analyst/assessment/types';
import { eq } from 'drizzle-orm';
import { assessments, creditLedger } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/factories';
import { searchAndWait } from '../../test/jobs-fixtures';
import { signInUser } from '../../test/news-fixtures';
import { applyCreditChange } from '../credits/ledger';

type Reader = Awaited<ReturnType<typeof signInUser>>;
type Method = 'GET' | 'POST' | 'DELETE';

describe.each(databaseKinds)('the job-fit assessment (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date();
  const jobIds: number[] = [];
  let failNextQuestion = false;

  const engine = createBuiltinAssessmentEngine();
  const flakyEngine: AssessmentEngine = {
    ...engine,
    engineFor: (analyst) => engine.engineFor(analyst),
    phase2Questions: (context, count) => engine.phase2Questions(context, count),
    question1: async (context) => {
      if (failNextQuestion) {
        failNextQuestion = false;
        throw new Error('engine down');
      }
      return engine.question1(context);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      deps: { assessmentEngine: flakyEngine, assessmentClock: () => clock },
    });
    for (let index = 0; index < 12; index += 1) {
      const titles = [
        'Software Engineer',
        'Registered Nurse',
        'Accountant',
        'Graphic Designer',
        'Electrician',
        'Teacher',
        'Data Scientist',
        'Pharmacist',
        'Chef',
        'Lawyer',
        'Plumber',
        'Journalist',
      ];
      const { task } = await searchAndWait(t.app, titles[index]!);
      jobIds.push(task.search_result!.generating_jobs[0]!.job_id!);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: Method, url: string, reader: Reader, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url: `/api/cognitive-assessment${url}`,
      headers: { ...bearer(reader.token), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(promise: ReturnType<typeof call>): Promise<T> => {
    const response = await promise;
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const start = (
    reader: Reader,
    jobId: number,
    type: 'free' | 'credit',
    language = 'en',
    model = 'gpt',
  ) =>
    call(
      'POST',
      `/start/${jobId}`,
      reader,
      { assessment_type: type, selected_llm_model: model },
      language,
    );
  const balance = async (reader: Reader) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/credits/balance',
        headers: bearer(reader.token),
      })
    ).json<TCreditBalanceResponse>();
  const grant = (reader: Reader, amount: number) =>
    applyCreditChange(t.app.db, {
      userId: reader.user.id,
      amount,
      kind: 'paid',
      reason: 'admin_grant',
    });

  /** Answers every phase as a user would, choosing by `pick`; returns the report. */
  async function complete(reader: Reader, id: string, pick = 0, language = 'en') {
    const q1 = await ok<TPhase1Question>(
      call('GET', `/${id}/phase1/question1`, reader, undefined, language),
    );
    const a1 = q1.options[pick % q1.options.length] ?? 'I love solving problems';
    const q2 = await ok<TPhase1Question>(
      call(
        'GET',
        `/${id}/phase1/question2?question1_answer=${encodeURIComponent(a1)}`,
        reader,
        undefined,
        language,
      ),
    );
    const a2 = q2.options[pick % q2.options.length] ?? 'Some years of practice';
    const q3 = await ok<TPhase1Question>(
      call(
        'GET',
        `/${id}/phase1/question3?question1_answer=${encodeURIComponent(a1)}&question2_answer=${encodeURIComponent(a2)}`,
        reader,
        undefined,
        language,
      ),
    );
    const a3 = q3.options[pick % q3.options.length] ?? 'Evenings and weekends';
    await ok(
      call('POST', `/${id}/phase1`, reader, {
        question_1_answer: a1,
        question_2_answer: a2,
        question_3_answer: a3,
      }),
    );
    const { questions } = await ok<TPhase2QuestionsResponse>(
      call('GET', `/${id}/phase2/questions`, reader),
    );
    let last: TPhase2SubmitResponse | undefined;
    for (const question of questions) {
      const option = question.options[(pick + question.question_order) % question.options.length]!;
      last = await ok<TPhase2SubmitResponse>(
        call('POST', `/${id}/phase2`, reader, {
          question_id: question.id,
          selected_option: option.id,
        }),
      );
    }
    expect(last?.phase_complete).toBe(true);
    await ok(call('GET', `/${id}/phase3`, reader, undefined, language));
    const challenges = await ok<TPhase4ChallengesResponse>(
      call('GET', `/${id}/phase4/challenges`, reader),
    );
    for (const challenge of challenges.mirror_challenges.challenges) {
      await ok(
        call('POST', `/${id}/phase4`, reader, {
          challenge_number: challenge.challenge_number,
          user_reflection: challenge.choices[pick % challenge.choices.length]!.id,
          additional_thoughts:
            pick % 2 === 0 ? ASSESSMENT.noThoughts.en : 'I would ask a mentor first.',
        }),
      );
    }
    return ok<TPhase5Response>(call('GET', `/${id}/phase5`, reader, undefined, language));
  }

  it('takes a free assessment from start to report, with gpt forced and 5 questions', async () => {
    const reader = await signInUser(t.app, 'fit-free');
    const started = await ok<TStartAssessmentResponse>(
      start(reader, jobIds[0]!, 'free', 'en', 'claude'),
    );
    expect(started).toMatchObject({
      success: true,
      selected_llm_model: 'gpt',
      credits_charged: 0,
      job_language: 'en',
    });
    const status = await ok<TAssessmentStatusResponse>(
      call('GET', `/${started.assessment_id}/status`, reader),
    );
    expect(status).toMatchObject({
      status: 'in_progress',
      current_phase: 1,
      can_continue: true,
      progress_percentage: ASSESSMENT.startProgress,
      assessment_type: 'free',
    });
    expect(status.expires_at).not.toBeNull();
    const questions = await ok<TPhase2QuestionsResponse>(
      call('GET', `/${started.assessment_id}/phase2/questions`, reader),
    ).catch(() => null);
    expect(questions).toBeNull(); // phase 2 is not open before phase 1 is answered

    const report = await complete(reader, started.assessment_id);
    expect(report.category_scores).toHaveLength(8);
    expect(report.report_5a.cognitive_personal_reflection.length).toBeGreaterThan(100);
    expect(report.report_5b.what_you_need.length).toBeGreaterThan(100);
    expect(report.assessment_summary).toMatchObject({
      assessment_type: 'free',
      phase2_questions: 5,
      challenges: 3,
    });
    expect(report.engine.kind).toBe('builtin');
    // The app's placeholder for an empty follow-up is not quoted back as the user's words.
    expect(JSON.stringify(report)).not.toContain(ASSESSMENT.noThoughts.en);

    const done = await ok<TAssessmentStatusResponse>(
      call('GET', `/${started.assessment_id}/status`, reader),
    );
    expect(done).toMatchObject({
      status: 'completed',
      current_phase: 5,
      can_continue: false,
      progress_percentage: 100,
    });
    const again = await ok<TPhase5Response>(
      call('GET', `/${started.assessment_id}/phase5`, reader),
    );
    expect(again).toEqual(report);

    // A finished report can be rated once; the first rating earns free credits.
    const feedbackUrl = `/api/feedback/own?subject=job_fit&subject_id=${started.assessment_id}`;
    const before = await t.app.inject({
      method: 'GET',
      url: feedbackUrl,
      headers: bearer(reader.token),
    });
    expect(before.json()).toEqual({ feedback: null });
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(reader.token),
      payload: {
        subject: 'job_fit',
        subject_id: started.assessment_id,
        rating: 4,
        comment: 'Clear',
      },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ rewarded_credits: FEEDBACK.reward });
    const after = await t.app.inject({
      method: 'GET',
      url: feedbackUrl,
      headers: bearer(reader.token),
    });
    expect(after.json()).toMatchObject({ feedback: { rating: 4, comment: 'Clear' } });
  });

  it('takes a credit assessment in Chinese with 20 questions, charging exactly once', async () => {
    const reader = await signInUser(t.app, 'fit-credit');
    await grant(reader, CREDITS.assessmentCost + 1);
    const started = await ok<TStartAssessmentResponse>(
      start(reader, jobIds[1]!, 'credit', 'zh', 'deepseek'),
    );
    expect(started).toMatchObject({
      success: true,
      selected_llm_model: 'deepseek',
      job_language: 'zh',
      credits_charged: CREDITS.assessmentCost,
    });
    expect((await balance(reader)).total).toBe(1);
    const again = await ok<TStartAssessmentResponse>(
      start(reader, jobIds[1]!, 'credit', 'zh', 'deepseek'),
    );
    expect(again).toMatchObject({
      success: false,
      existing_assessment_id: started.assessment_id,
      credits_charged: 0,
    });
    expect((await balance(reader)).total).toBe(1);

    const q1 = await ok<TPhase1Question>(
      call('GET', `/${started.assessment_id}/phase1/question1`, reader),
    );
    expect(q1.question_text).toMatch(/[\u4e00-\u9fff]/); // the assessment's language, whatever the request's
    const report = await complete(reader, started.assessment_id, 1, 'en');
    expect(report.assessment_summary).toMatchObject({
      assessment_type: 'credit',
      phase2_questions: 20,
    });
    // The built-in report is worded for its reader: this one is read in English.
    expect(report.report_language).toBe('en');
    expect(report.report_5a.cognitive_personal_reflection).not.toMatch(/[\u4e00-\u9fff]/);
    expect(report.report_5b.what_you_need).not.toMatch(/[\u4e00-\u9fff]/);
    const inChinese = await ok<TPhase5Response>(
      call('GET', `/${started.assessment_id}/phase5`, reader, undefined, 'zh'),
    );
    expect(inChinese.report_language).toBe('zh');
    expect(inChinese.report_5a.cognitive_personal_reflection).toMatch(/[\u4e00-\u9fff]/);
    expect(inChinese.report_5a.headline).not.toBe(report.report_5a.headline);
    expect(inChinese.fit_score).toBe(report.fit_score);
    expect(inChinese.category_scores.map((score) => score.score)).toEqual(
      report.category_scores.map((score) => score.score),
    );
    const charges = await t.app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, started.assessment_id));
    expect(charges.reduce((sum, row) => sum + row.amount, 0)).toBe(-CREDITS.assessmentCost);
  });

  it('refuses a credit start without credit, leaving nothing behind', async () => {
    const reader = await signInUser(t.app, 'fit-poor');
    for (const language of ['en', 'zh']) {
      const response = await start(reader, jobIds[2]!, 'credit', language);
      expect(response.statusCode).toBe(403);
      expect(response.json().error_type).toBe('insufficient_credit');
      expect(response.json().detail).toBe(
        language === 'en'
          ? 'Insufficient credit. Please purchase more credits to continue.'
          : '积分不足，请购买积分后继续。',
      );
    }
    const history = await ok<TAssessmentHistoryResponse>(call('GET', '/history', reader));
    expect(history.total).toBe(0);
  });

  it('lets exactly one of ten concurrent credit starts through when there is credit for one', async () => {
    const reader = await signInUser(t.app, 'fit-race');
    await grant(reader, CREDITS.assessmentCost);
    const responses = await Promise.all(
      jobIds.slice(2, 12).map((jobId) => start(reader, jobId, 'credit')),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 403)).toHaveLength(9);
    expect((await balance(reader)).total).toBe(0);
    const history = await ok<TAssessmentHistoryResponse>(call('GET', '/history', reader));
    expect(history.total).toBe(1);
  });

  it('starts once when ten starts of the same job race, charging once', async () => {
    const reader = await signInUser(t.app, 'fit-same');
    await grant(reader, CREDITS.assessmentCost * 10);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => start(reader, jobIds[3]!, 'credit')),
    );
    const bodies = responses.map((response) => response.json<TStartAssessmentResponse>());
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(bodies.map((body) => body.assessment_id)).size).toBe(1);
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    expect((await balance(reader)).total).toBe(CREDITS.assessmentCost * 9);
  });

  it('refunds a credit start the engine cannot begin', async () => {
    const reader = await signInUser(t.app, 'fit-refund');
    await grant(reader, CREDITS.assessmentCost);
    failNextQuestion = true;
    const response = await start(reader, jobIds[4]!, 'credit', 'zh');
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe('分析启动失败，请重试。');
    expect((await balance(reader)).total).toBe(CREDITS.assessmentCost);
    const rows = await t.app.db
      .select()
      .from(assessments)
      .where(eq(assessments.userId, reader.user.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    // The failed one does not block a new start.
    expect((await start(reader, jobIds[4]!, 'credit')).statusCode).toBe(200);
  });

  it('answers 409 for a start in the other mode while one is in progress', async () => {
    const reader = await signInUser(t.app, 'fit-mode');
    await ok(start(reader, jobIds[5]!, 'free'));
    const response = await start(reader, jobIds[5]!, 'credit');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('An analysis is already in progress for this job.');
  });

  it('enforces phase order and makes repeated submits harmless', async () => {
    const reader = await signInUser(t.app, 'fit-order');
    const { assessment_id: id } = await ok<TStartAssessmentResponse>(
      start(reader, jobIds[6]!, 'free'),
    );
    for (const [method, url, payload] of [
      ['POST', `/${id}/phase2`, { question_id: 'x', selected_option: 'a' }],
      ['GET', `/${id}/phase3`, undefined],
      ['GET', `/${id}/phase4/challenges`, undefined],
      ['POST', `/${id}/phase4`, { challenge_number: 1, user_reflection: 'a' }],
      ['GET', `/${id}/phase5`, undefined],
    ] as const) {
      const response = await call(method, url, reader, payload);
      expect([409, 422], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
    }
    const wrong = await call('GET', `/${id}/phase3`, reader, undefined, 'zh');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().detail).toBe('这一步尚未开放：评估目前处于第 1 阶段。');

    const answers = {
      question_1_answer: 'I like people',
      question_2_answer: 'Five years',
      question_3_answer: 'Weekends',
    };
    const blank = await call('POST', `/${id}/phase1`, reader, {
      ...answers,
      question_3_answer: '   ',
    });
    expect(blank.statusCode).toBe(422);
    await ok(call('POST', `/${id}/phase1`, reader, answers));
    await ok(call('POST', `/${id}/phase1`, reader, answers)); // the same again: harmless
    const changed = await call('POST', `/${id}/phase1`, reader, {
      ...answers,
      question_1_answer: 'Money',
    });
    expect(changed.statusCode).toBe(409);

    const { questions } = await ok<TPhase2QuestionsResponse>(
      call('GET', `/${id}/phase2/questions`, reader),
    );
    expect(questions).toHaveLength(ASSESSMENT.phase2QuestionsFree);
    expect(questions.map((question) => question.question_order)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(questions)).not.toMatch(/"score"/);
    const first = questions[0]!;
    const bad = await call('POST', `/${id}/phase2`, reader, {
      question_id: first.id,
      selected_option: 'zz',
    });
    expect(bad.statusCode).toBe(422);
    const once = await ok<TPhase2SubmitResponse>(
      call('POST', `/${id}/phase2`, reader, {
        question_id: first.id,
        selected_option: first.options[0]!.id,
      }),
    );
    const twice = await ok<TPhase2SubmitResponse>(
      call('POST', `/${id}/phase2`, reader, {
        question_id: first.id,
        selected_option: first.options[1]!.id,
      }),
    );
    expect(twice.answered).toBe(once.answered);
    const after = await ok<TPhase2QuestionsResponse>(
      call('GET', `/${id}/phase2/questions`, reader),
    );
    expect(after.questions[0]!.selected_option).toBe(first.options[0]!.id);
    // Concurrent answers to different questions all count.
    await Promise.all(
      questions.slice(1).map((question) =>
        ok(
          call('POST', `/${id}/phase2`, reader, {
            question_id: question.id,
            selected_option: question.options[0]!.id,
          }),
        ),
      ),
    );
    const status = await ok<TAssessmentStatusResponse>(call('GET', `/${id}/status`, reader));
    expect(status.current_phase).toBe(3);
    expect(status.progress_percentage).toBe(ASSESSMENT.progress.phase3);

    const [summaryA, summaryB] = await Promise.all([
      ok(call('GET', `/${id}/phase3`, reader)),
      ok(call('GET', `/${id}/phase3`, reader)),
    ]);
    expect(summaryA).toEqual(summaryB);
    const challenges = await ok<TPhase4ChallengesResponse>(
      call('GET', `/${id}/phase4/challenges`, reader),
    );
    const challenge = challenges.mirror_challenges.challenges[0]!;
    const tooLong = await call('POST', `/${id}/phase4`, reader, {
      challenge_number: challenge.challenge_number,
      user_reflection: challenge.choices[0]!.id,
      additional_thoughts: 'x'.repeat(ASSESSMENT.followUpMaxLength + 1),
    });
    expect(tooLong.statusCode).toBe(422);
    const noChoice = await call('POST', `/${id}/phase4`, reader, {
      challenge_number: challenge.challenge_number,
      user_reflection: 'nope',
    });
    expect(noChoice.statusCode).toBe(422);
  });

  it('abandons an assessment in progress, and it cannot continue', async () => {
    const reader = await signInUser(t.app, 'fit-abandon');
    const { assessment_id: id } = await ok<TStartAssessmentResponse>(
      start(reader, jobIds[7]!, 'free'),
    );
    await ok(call('DELETE', `/${id}`, reader));
    await ok(call('DELETE', `/${id}`, reader));
    const status = await ok<TAssessmentStatusResponse>(call('GET', `/${id}/status`, reader));
    expect(status).toMatchObject({ status: 'abandoned', can_continue: false });
    const submit = await call('POST', `/${id}/phase1`, reader, {
      question_1_answer: 'a',
      question_2_answer: 'b',
      question_3_answer: 'c',
    });
    expect(submit.statusCode).toBe(409);
    expect((await ok<TStartAssessmentResponse>(start(reader, jobIds[7]!, 'free'))).success).toBe(
      true,
    );
  });

  it('expires a free result after 24 hours; the sweep erases it and history still lists it', async () => {
    const reader = await signInUser(t.app, 'fit-expiry');
    const { assessment_id: id } = await ok<TStartAssessmentResponse>(
      start(reader, jobIds[8]!, 'free'),
    );
    await complete(reader, id, 2);
    clock = new Date(Date.now() + ASSESSMENT.freeResultTtlMs + 60_000);
    try {
      for (const language of ['en', 'zh']) {
        const response = await call('GET', `/${id}/phase5`, reader, undefined, language);
        expect(response.statusCode).toBe(410);
        expect(response.json().detail).toBe(
          language === 'en'
            ? 'Free mode analysis expired (24h limit)'
            : '免费模式的分析已过期（24 小时限制）',
        );
      }
      const history = await ok<TAssessmentHistoryResponse>(
        call('GET', `/history?job_id=${jobIds[8]}`, reader),
      );
      expect(history.items[0]).toMatchObject({
        id,
        expired: true,
        can_view_result: false,
        can_continue: false,
      });
      expect(await t.app.assessments.sweepExpired()).toBeGreaterThanOrEqual(1);
      const [erased] = await t.app.db
        .select({ state: assessments.state })
        .from(assessments)
        .where(eq(assessments.id, id));
      expect(erased?.state).toEqual({});
      expect((await call('GET', `/${id}/status`, reader)).statusCode).toBe(410);
      const after = await ok<TAssessmentHistoryResponse>(
        call('GET', `/history?job_id=${jobIds[8]}`, reader),
      );
      expect(after.items[0]).toMatchObject({ id, expired: true, can_view_result: false });
      expect(await t.app.assessments.sweepExpired()).toBe(0);
    } finally {
      clock = new Date();
    }
  });

  it("never shows one user another user's assessment", async () => {
    const owner = await signInUser(t.app, 'fit-owner');
    const other = await signInUser(t.app, 'fit-other');
    const { assessment_id: id } = await ok<TStartAssessmentResponse>(
      start(owner, jobIds[9]!, 'free'),
    );
    for (const [method, url] of [
      ['GET', `/${id}/status`],
      ['GET', `/${id}/phase1/question1`],
      ['GET', `/${id}/phase2/questions`],
      ['GET', `/${id}/phase5`],
      ['DELETE', `/${id}`],
    ] as const) {
      expect((await call(method, url, other)).statusCode, url).toBe(404);
    }
    expect((await ok<TAssessmentHistoryResponse>(call('GET', '/history', other))).total).toBe(0);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/cognitive-assessment/${id}/status`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', `/${id}/status`, owner)).statusCode).toBe(200);
  });

  it('gives the same report for the same answers and a different one for different answers', async () => {
    const reader = await signInUser(t.app, 'fit-same-answers');
    const ids: string[] = [];
    for (const jobId of [jobIds[10]!, jobIds[11]!]) {
      ids.push((await ok<TStartAssessmentResponse>(start(reader, jobId, 'free'))).assessment_id);
    }
    const a = await complete(reader, ids[0]!, 0);
    const b = await complete(reader, ids[1]!, 3);
    expect(a.report_5a.cognitive_personal_reflection).not.toBe(
      b.report_5a.cognitive_personal_reflection,
    );
    const history = await ok<TAssessmentHistoryResponse>(
      call('GET', '/history?page=1&page_size=1', reader),
    );
    expect(history).toMatchObject({ total: 2, has_more: true, page_size: 1 });
  });
});

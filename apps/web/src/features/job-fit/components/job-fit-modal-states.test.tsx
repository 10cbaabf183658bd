import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { jsonResponse } from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { useSessionStore } from '../store/session-store';
import { fakeAssessmentServer } from '../testing/fake-assessment-server';
import {
  ASSESSMENT_ID,
  OTHER_ASSESSMENT_ID,
  makeHistoryItem,
  makeStartResponse,
  makeStatus,
} from '../testing/make-assessment';
import { remountJobFitModal, renderJobFitModal } from '../testing/render-modal';

const path = `/api/cognitive-assessment/${ASSESSMENT_ID}`;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const log = () => screen.getByRole('log');

/** Opens the modal on an assessment the server has at `phase`, to be continued. */
async function resumeAt(phase: number, overrides: Parameters<typeof fakeAssessmentServer>[0] = {}) {
  const server = fakeAssessmentServer({
    history: [makeHistoryItem({ current_phase: phase })],
    ...overrides,
    overrides: {
      [`GET ${path}/status`]: jsonResponse(200, makeStatus({ current_phase: phase })),
      ...overrides.overrides,
    },
  });
  if (phase >= 2) {
    // The server's phase-2 questions, as a started free assessment has them.
    await fetch('/api/cognitive-assessment/start/7', {
      method: 'POST',
      body: JSON.stringify({ assessment_type: 'free', selected_llm_model: 'gpt' }),
    });
    server.calls.length = 0;
  }
  const view = await renderJobFitModal();
  return { ...server, ...view };
}

describe('job-fit modal, continuing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInUser();
  });
  afterEach(() => useSessionStore.getState().clear());

  it('asks for the history and the status once when continuing, however often it mounts', async () => {
    const { callsTo } = fakeAssessmentServer({
      history: [makeHistoryItem({ current_phase: 1 })],
      overrides: { [`GET ${path}/status`]: jsonResponse(200, makeStatus({ current_phase: 1 })) },
    });
    await renderJobFitModal({ isStrict: true });
    expect(await screen.findByText("Welcome back! We're picking up at phase 1.")).toBeVisible();
    remountJobFitModal();
    expect(await screen.findByText("Welcome back! We're picking up at phase 1.")).toBeVisible();
    await advance(2_000);
    expect(callsTo('GET /api/cognitive-assessment/history')).toHaveLength(1);
    expect(callsTo(`GET ${path}/status`)).toHaveLength(1);
  });

  it('continues the latest assessment of the job in its language, at its phase', async () => {
    fakeAssessmentServer({
      history: [makeHistoryItem({ current_phase: 2, job_language: 'zh' })],
      overrides: {
        [`GET ${path}/status`]: jsonResponse(
          200,
          makeStatus({ current_phase: 2, job_language: 'zh' }),
        ),
        [`GET ${path}/phase2/questions`]: jsonResponse(200, {
          questions: [
            { ...phase2(1), answered: true },
            { ...phase2(2), answered: true },
            phase2(3),
          ],
          total: 3,
          answered: 2,
          remaining: 1,
          current_phase: 2,
        }),
      },
    });
    await renderJobFitModal();

    expect(await screen.findByText('欢迎回来！我们从第 2 阶段继续。')).toBeInTheDocument();
    expect(i18n.language).toBe('zh');
    expect(await within(log()).findByText('Structured question 3?')).toBeInTheDocument();
    expect(screen.getByText('第 3/3 题')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '分析进度' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('brings back the stored conversation when it is the same assessment', async () => {
    useSessionStore
      .getState()
      .createSession(makeStartResponse(), { id: 7, title: 'Software Engineer' });
    useSessionStore.getState().addMessage({
      type: 'user',
      content: 'An answer from before the reload',
      metadata: { phase: 1, kind: 'answer' },
    });
    useSessionStore.getState().update({ phase1Answers: ['An answer from before the reload'] });
    const { callsTo } = await resumeAt(1);

    const conversation = await screen.findByRole('log');
    expect(within(conversation).getByText('An answer from before the reload')).toBeInTheDocument();
    expect(await within(log()).findByText(/What would a good day look like\?/)).toBeInTheDocument();
    expect(callsTo(`GET ${path}/phase1/question1`)).toHaveLength(0);
  });

  it('shows the latest 20 messages, and the earlier ones on request', async () => {
    useSessionStore
      .getState()
      .createSession(makeStartResponse(), { id: 7, title: 'Software Engineer' });
    for (let index = 1; index <= 25; index += 1) {
      useSessionStore.getState().addMessage({
        type: index % 2 ? 'assistant' : 'user',
        content: `Old message ${index}`,
        metadata: { phase: 1, kind: 'notice' },
      });
    }
    const { user } = await resumeAt(1);
    const conversation = await screen.findByRole('log');
    await within(conversation).findByText('What draws you to this job?');

    // 25 stored, the welcome back and the question: the 7 oldest wait behind a button.
    expect(within(conversation).queryByText('Old message 7')).not.toBeInTheDocument();
    expect(within(conversation).getByText('Old message 8')).toBeInTheDocument();
    await user.click(within(conversation).getByRole('button', { name: 'Show 7 earlier messages' }));
    expect(within(conversation).getByText('Old message 1')).toBeInTheDocument();
    await user.click(
      within(conversation).getByRole('button', { name: 'Show only the latest messages' }),
    );
    expect(within(conversation).queryByText('Old message 1')).not.toBeInTheDocument();
  });

  it('does not reuse a stored conversation of another assessment', async () => {
    useSessionStore
      .getState()
      .createSession(makeStartResponse({ assessment_id: OTHER_ASSESSMENT_ID }), {
        id: 7,
        title: 'Software Engineer',
      });
    useSessionStore.getState().addMessage({
      type: 'user',
      content: 'Someone else’s answer',
      metadata: { phase: 1, kind: 'answer' },
    });
    await resumeAt(1);

    const conversation = await screen.findByRole('log');
    expect(
      await within(conversation).findByText('What draws you to this job?'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Someone else’s answer')).not.toBeInTheDocument();
    expect(useSessionStore.getState().session?.assessmentId).toBe(ASSESSMENT_ID);
  });

  it('falls back to built-in questions when question 2 or 3 cannot be had', async () => {
    const { callsTo, user } = await resumeAt(1, {
      overrides: {
        [`GET ${path}/phase1/question2`]: jsonResponse(503, { detail: 'busy' }),
        [`GET ${path}/phase1/question3`]: jsonResponse(503, { detail: 'busy' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'The craft' }));
    await advance(500);

    expect(
      await within(log()).findByText(
        'Picture an ordinary working day in this job. Which part are you most looking forward to?',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Working closely with people' }));
    await advance(500);
    expect(
      await within(log()).findByText('What worries you most about this job, if anything?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'That AI may take over much of it' }));

    await waitFor(() =>
      expect(callsTo(`POST ${path}/phase1`)[0]?.body).toEqual({
        question_1_answer: 'The craft',
        question_2_answer: 'Working closely with people',
        question_3_answer: 'That AI may take over much of it',
      }),
    );
  });

  it('offers the nudge after 15 s without an answer in phase 2, and asks again', async () => {
    let calls = 0;
    const { user } = await resumeAt(2, {
      overrides: {
        [`GET ${path}/phase2/questions`]: () => {
          calls += 1;
          if (calls === 1) return new Promise<Response>(() => undefined);
          return jsonResponse(200, {
            questions: [phase2(1)],
            total: 1,
            answered: 0,
            remaining: 1,
            current_phase: 2,
          });
        },
      },
    });
    await screen.findByText("Welcome back! We're picking up at phase 2.");

    await advance(14_000);
    expect(screen.queryByRole('button', { name: 'Hey, are you there?' })).not.toBeInTheDocument();
    await advance(1_500);
    await user.click(await screen.findByRole('button', { name: 'Hey, are you there?' }));

    expect(within(log()).getByText('Hey, are you there?')).toBeInTheDocument();
    expect(await within(log()).findByText('Structured question 1?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hey, are you there?' })).not.toBeInTheDocument();
  });

  it('guards the challenge form: n/150, a choice needed, no double send', async () => {
    let release: () => void = () => undefined;
    const { user, callsTo } = await resumeAt(4, {
      overrides: {
        [`POST ${path}/phase4`]: () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                jsonResponse(200, {
                  success: true,
                  current_phase: 4,
                  phase_complete: false,
                  progress_percentage: 72,
                  challenge_number: 1,
                  answered: 1,
                  remaining: 2,
                }),
              );
          }),
      },
    });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    const followUp = screen.getByRole('textbox', { name: /Why that choice/ });
    expect(screen.getByText('0/150')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(screen.getByText('Pick an option to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Choice X of 1' }));
    expect(submit).toBeEnabled();
    await user.click(followUp);
    await user.paste('a'.repeat(151));
    expect(screen.getByText('151/150')).toBeInTheDocument();
    expect(screen.getByText('Please keep it to 150 characters.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(followUp, '{Backspace}');
    expect(screen.getByText('150/150')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);
    await user.click(submit);
    expect(callsTo(`POST ${path}/phase4`)).toHaveLength(1);

    release();
    expect(await screen.findByText('Challenge 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('lets a lost send be tried again once the guard clears after 10 s', async () => {
    const { user, callsTo } = await resumeAt(4, {
      overrides: { [`POST ${path}/phase4`]: () => new Promise<Response>(() => undefined) },
    });
    await user.click(await screen.findByRole('radio', { name: 'Choice X of 1' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(callsTo(`POST ${path}/phase4`)).toHaveLength(1);
    expect(submit).toBeDisabled();

    await advance(9_000);
    expect(submit).toBeDisabled();
    await advance(1_000);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(callsTo(`POST ${path}/phase4`)).toHaveLength(2);
  });
});

function phase2(order: number) {
  return {
    id: `q${order}`,
    category: 'curiosity' as const,
    category_name: 'Curiosity-driven Thinking',
    question_text: `Structured question ${order}?`,
    options: [
      { id: 'a', text: `Option A of ${order}` },
      { id: 'b', text: `Option B of ${order}` },
    ],
    question_order: order,
    total: 3,
    remaining: 3 - order + 1,
    answered: false,
    selected_option: null,
  };
}

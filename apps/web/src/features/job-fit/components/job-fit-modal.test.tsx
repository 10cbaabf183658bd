import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type TRecordedCall } from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { useSessionStore } from '../store/session-store';
import { fakeAssessmentServer } from '../testing/fake-assessment-server';
import { ASSESSMENT_ID, makeHistoryItem } from '../testing/make-assessment';
import { renderJobFitModal } from '../testing/render-modal';

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://x').searchParams;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const log = () => screen.getByRole('log', { name: 'Conversation' });
const progress = () => screen.getByRole('progressbar', { name: 'Assessment progress' });

describe('job-fit modal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInUser();
  });
  afterEach(() => useSessionStore.getState().clear());

  it('opens on the selection when nothing can be continued, with only gpt in free mode', async () => {
    const { callsTo } = fakeAssessmentServer();
    const { user } = await renderJobFitModal();

    const analysts = await screen.findByRole('radiogroup', { name: 'Choose your analyst' });
    const query = queryOf(callsTo('GET /api/cognitive-assessment/history')[0]!);
    expect([query.get('page'), query.get('page_size'), query.get('job_id')]).toEqual([
      '1',
      '10',
      '7',
    ]);
    expect(within(analysts).getByRole('radio', { name: /Boss/ })).toBeChecked();
    const ape = within(analysts).getByRole('radio', { name: /Mr\. Ape/ });
    expect(ape).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText(
        'Only GPT is available in free mode. Switch to credit mode to access all AI analysts.',
      ),
    ).toBeInTheDocument();

    await user.click(ape);
    expect(ape).not.toBeChecked();
    expect(callsTo('GET /api/credits/balance')).toHaveLength(0);
  });

  it('shows the cost and the balance in credit mode, where every analyst can be chosen', async () => {
    const { callsTo } = fakeAssessmentServer({ balance: 0 });
    const { user } = await renderJobFitModal();
    await screen.findByRole('radiogroup', { name: 'Choose your analyst' });

    await user.click(screen.getByRole('radio', { name: 'Credit' }));

    expect(await screen.findByText('Your balance: 0 credits')).toBeInTheDocument();
    expect(screen.getByText('Costs 1 credit')).toBeInTheDocument();
    expect(screen.getByText('Your balance is lower than the cost of this analysis.')).toBeVisible();
    expect(screen.queryByText(/Only GPT is available/)).not.toBeInTheDocument();
    const ape = screen.getByRole('radio', { name: /Mr\. Ape/ });
    await user.click(ape);
    expect(ape).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Start analysis' }));
    await waitFor(() =>
      expect(callsTo('POST /api/cognitive-assessment/start/7')[0]?.body).toEqual({
        assessment_type: 'credit',
        selected_llm_model: 'claude',
      }),
    );
  });

  it(
    'runs a free assessment through the five phases to the report',
    { timeout: 30_000 },
    async () => {
      const { callsTo } = fakeAssessmentServer();
      const { user, router, onClose } = await renderJobFitModal();
      await user.click(await screen.findByRole('button', { name: 'Start analysis' }));

      // Phase 1: the analyst greets, then three questions, each with quick answers.
      expect(await within(log()).findByText('Hello, I am Boss.')).toBeInTheDocument();
      expect(await within(log()).findByText('What draws you to this job?')).toBeInTheDocument();
      expect(progress()).toHaveAttribute('aria-valuenow', '20');
      await user.click(screen.getByRole('button', { name: 'The craft' }));
      expect(within(log()).getByText('The craft')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Deep focus' })).not.toBeInTheDocument();
      await advance(500);
      expect(
        await within(log()).findByText('You said "The craft". What would a good day look like?'),
      ).toBeInTheDocument();
      expect(
        queryOf(callsTo(`GET /api/cognitive-assessment/${ASSESSMENT_ID}/phase1/question2`)[0]!).get(
          'question1_answer',
        ),
      ).toBe('The craft');

      await user.type(
        screen.getByRole('textbox', { name: 'Your answer' }),
        'Long quiet mornings{Enter}',
      );
      await advance(500);
      expect(await within(log()).findByText('What worries you about it?')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Automation' }));

      // Phase 2: one question at a time, answered with its options.
      expect(await within(log()).findByText('Structured question 1?')).toBeInTheDocument();
      expect(callsTo(`POST /api/cognitive-assessment/${ASSESSMENT_ID}/phase1`)[0]?.body).toEqual({
        question_1_answer: 'The craft',
        question_2_answer: 'Long quiet mornings',
        question_3_answer: 'Automation',
      });
      expect(screen.getByText('Phase 2 of 5 · Quick questions')).toBeInTheDocument();
      expect(progress()).toHaveAttribute('aria-valuenow', '20');
      for (let order = 1; order <= 5; order += 1) {
        expect(await screen.findByText(`Question ${order} of 5`)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: `Option B of ${order}` }));
      }
      expect(callsTo(`POST /api/cognitive-assessment/${ASSESSMENT_ID}/phase2`)).toHaveLength(5);

      // Phase 3: the interim summary, in markdown, with who wrote it.
      expect(await within(log()).findByText('A thoughtful start')).toBeInTheDocument();
      expect(within(log()).getByText('depth').tagName).toBe('STRONG');
      expect(within(log()).getByText('Written by: Built-in analyst')).toBeInTheDocument();

      // Phase 4: three challenges, each with a choice and an optional follow-up.
      for (let number = 1; number <= 3; number += 1) {
        expect(await screen.findByText(`Challenge ${number} of 3`)).toBeInTheDocument();
        expect(within(log()).getByText(`Challenge text ${number}`)).toBeInTheDocument();
        expect(screen.getByRole('radiogroup', { name: 'Your choice' })).toBeInTheDocument();
        await user.click(screen.getByRole('radio', { name: `Choice Y of ${number}` }));
        if (number === 1) {
          await user.type(screen.getByRole('textbox', { name: /Why that choice/ }), 'Gut feeling');
        }
        await user.click(screen.getByRole('button', { name: 'Submit' }));
      }
      // A choice and the words added to it show as two parts of one answer.
      const answered = within(log()).getByText('Choice Y of 1').closest('div')!;
      expect(within(answered).getByText('You added')).toBeInTheDocument();
      expect(within(answered).getByText('Gut feeling')).toBeInTheDocument();
      expect(within(log()).queryByText(/Choice Y of 1\s*Gut feeling/)).not.toBeInTheDocument();
      const challengeBodies = callsTo(`POST /api/cognitive-assessment/${ASSESSMENT_ID}/phase4`).map(
        (call) => call.body,
      );
      expect(challengeBodies).toEqual([
        { challenge_number: 1, user_reflection: 'y', additional_thoughts: 'Gut feeling' },
        {
          challenge_number: 2,
          user_reflection: 'y',
          additional_thoughts: 'No additional thoughts.',
        },
        {
          challenge_number: 3,
          user_reflection: 'y',
          additional_thoughts: 'No additional thoughts.',
        },
      ]);

      // The ceremony, then phase 5 writes the report while the analyst's line rotates.
      await user.click(await screen.findByRole('button', { name: 'See my results' }));
      expect(
        await within(log()).findByText('Your report is ready. Here it is!'),
      ).toBeInTheDocument();
      await advance(1_500);

      // The report is read on its own page: the modal closes and leads there.
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`),
      );
      expect(onClose).toHaveBeenCalled();
      // A finished assessment leaves nothing to resume: its report is on the server.
      expect(useSessionStore.getState().session).toBeNull();
    },
  );

  it('rotates the analyst’s line every 3 s while the report is written', async () => {
    let finish: (response: Response) => void = () => undefined;
    let reportCalls = 0;
    fakeAssessmentServer({
      history: [makeHistoryItem({ current_phase: 5 })],
      overrides: {
        [`GET /api/cognitive-assessment/${ASSESSMENT_ID}/status`]: jsonResponse(200, {
          ...makeStatusAt(5),
        }),
        [`GET /api/cognitive-assessment/${ASSESSMENT_ID}/phase5`]: () => {
          reportCalls += 1;
          if (reportCalls > 1) return jsonResponse(500, { detail: 'Still down' });
          return new Promise<Response>((resolve) => {
            finish = resolve;
          });
        },
      },
    });
    const { user, router } = await renderJobFitModal();
    await user.click(await screen.findByRole('button', { name: 'See my results' }));

    const status = await screen.findByRole('status', { name: 'Writing your report' });
    expect(within(status).getByText('Reading back through everything you told me…')).toBeVisible();
    await advance(3_000);
    expect(
      within(status).getByText('Weighing your answers across the eight dimensions…'),
    ).toBeVisible();
    await advance(3_000);
    expect(
      within(status).getByText('Comparing what you need with what this job asks…'),
    ).toBeVisible();
    finish(jsonResponse(500, { detail: 'down' }));

    // A failed report still completes: its page loads it again, with a retry of its own.
    expect(
      await within(log()).findByText(/Writing your report is taking longer than expected/),
    ).toBeInTheDocument();
    await advance(1_500);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`),
    );
  });
});

function makeStatusAt(phase: number) {
  return {
    id: ASSESSMENT_ID,
    job_id: 7,
    job_title: 'Software Engineer',
    status: 'in_progress',
    current_phase: phase,
    can_continue: true,
    assessment_type: 'free',
    selected_llm_model: 'gpt',
    job_language: 'en',
    progress_percentage: 85,
    started_at: '2025-11-20T10:00:00.000Z',
    completed_at: null,
    expires_at: null,
    engine: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
  };
}

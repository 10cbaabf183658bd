import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTopUpRecords } from '../../../shared/credits/top-up-records';
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
import { renderJobFitModal } from '../testing/render-modal';

const START = 'POST /api/cognitive-assessment/start/7';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function startWith(answer: Response) {
  const server = fakeAssessmentServer({ overrides: { [START]: answer } });
  const view = await renderJobFitModal();
  await view.user.click(await screen.findByRole('button', { name: 'Start analysis' }));
  return { ...server, ...view };
}

describe('job-fit modal, refusals and leaving', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInUser();
  });
  afterEach(() => useSessionStore.getState().clear());

  it('shows the credit notice with a top-up link when credit runs short (403)', async () => {
    await startWith(jsonResponse(403, { detail: 'No', error_type: 'insufficient_credit' }));

    const link = await screen.findByRole('link', { name: 'Top up credit' });
    expect(link).toHaveAttribute('href', '/me/credit');
    expect(readTopUpRecords()).toEqual([
      expect.objectContaining({
        featureName: 'job_fit_analysis',
        sourcePath: '/jobs/7',
        sourceName: 'Software Engineer',
      }),
    ]);
    const notice = link.closest<HTMLElement>('[role="alert"]')!;
    expect(within(notice).getByText('Not enough credit')).toBeInTheDocument();
    // Once in the notice and once as the message that pops up.
    await waitFor(() =>
      expect(
        screen.getAllByText('Insufficient credit. Please purchase more credits to continue.'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Start analysis' })).toBeInTheDocument();
  });

  it('warns when an analysis of the job is already under way (409)', async () => {
    await startWith(jsonResponse(409, { detail: 'busy', error_type: 'assessment_in_progress' }));
    expect(
      await screen.findByText('An analysis is already in progress for this job.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start analysis' })).toBeInTheDocument();
  });

  it('shows the server’s reason for a bad request (400), else a generic one', async () => {
    await startWith(jsonResponse(400, { detail: 'That job cannot be assessed.' }));
    expect(await screen.findByText('That job cannot be assessed.')).toBeInTheDocument();
  });

  it('shows the server’s reason for a field it refused (422) as a bad request', async () => {
    await startWith(
      jsonResponse(422, { detail: 'Please check the mode field.', error_type: 'validation_error' }),
    );
    expect(await screen.findByText('Please check the mode field.')).toBeInTheDocument();
  });

  it('says the start failed for anything else', async () => {
    await startWith(jsonResponse(503, { detail: 'x', error_type: 'assessment_start_failed' }));
    expect(
      await screen.findByText('Failed to start analysis. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start analysis' })).toBeInTheDocument();
  });

  it('jumps to the analysis already under way after 1.2 s', async () => {
    // As the server answers: the id of the analysis under way, in both fields.
    const { callsTo } = await startWith(
      jsonResponse(
        200,
        makeStartResponse({
          success: false,
          assessment_id: ASSESSMENT_ID,
          existing_assessment_id: ASSESSMENT_ID,
        }),
      ),
    );
    expect(
      await screen.findByText(
        'You already have an analysis of this job under way. Taking you back to it…',
      ),
    ).toBeInTheDocument();
    await advance(1_100);
    expect(callsTo(`GET /api/cognitive-assessment/${ASSESSMENT_ID}/status`)).toHaveLength(0);

    await advance(200);
    expect(await screen.findByText("Welcome back! We're picking up at phase 1.")).toBeVisible();
    expect(callsTo(`GET /api/cognitive-assessment/${ASSESSMENT_ID}/status`)).toHaveLength(1);
  });

  it('asks before leaving a conversation, then abandons it', async () => {
    const { user, callsTo, onClose } = await startWith(jsonResponse(200, makeStartResponse()));
    await screen.findByText('What draws you to this job?');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this analysis?' });
    expect(
      within(confirm).getByText('Your progress will be lost. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep going' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(callsTo(`DELETE /api/cognitive-assessment/${ASSESSMENT_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsTo(`DELETE /api/cognitive-assessment/${ASSESSMENT_ID}`)).toHaveLength(1);
    expect(localStorage.getItem('cognitiveAssessmentSession')).toBeNull();
  });

  it('stays open when the abandon fails', async () => {
    const server = fakeAssessmentServer({
      overrides: {
        [`DELETE /api/cognitive-assessment/${ASSESSMENT_ID}`]: jsonResponse(500, { detail: 'x' }),
      },
    });
    const { user, onClose } = await renderJobFitModal();
    await user.click(await screen.findByRole('button', { name: 'Start analysis' }));
    await screen.findByText('What draws you to this job?');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and discard' }));

    expect(
      await screen.findByText('Failed to abandon analysis. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(server.callsTo(`DELETE /api/cognitive-assessment/${ASSESSMENT_ID}`)).toHaveLength(1);
  });

  it('closes at once from the selection', async () => {
    fakeAssessmentServer();
    const { user, onClose } = await renderJobFitModal();
    await screen.findByRole('button', { name: 'Start analysis' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('job-fit modal, history list', () => {
  beforeEach(() => signInUser());

  const done = makeHistoryItem({
    id: OTHER_ASSESSMENT_ID,
    status: 'completed',
    can_continue: false,
    can_view_result: true,
    assessment_type: 'credit',
    selected_llm_model: 'claude',
    fit_score: 72,
    completed_at: new Date().toISOString(),
  });
  const expired = makeHistoryItem({
    id: '99999999-9999-4999-8999-999999999999',
    status: 'completed',
    can_continue: false,
    can_view_result: false,
    expired: true,
    fit_score: 55,
    started_at: '2025-01-10T10:00:00.000Z',
    completed_at: '2025-01-10T10:10:00.000Z',
  });

  it('lists this job’s past analyses; an expired free one cannot be viewed', async () => {
    const { callsTo } = fakeAssessmentServer({ history: [done, expired] });
    const { user } = await renderJobFitModal();

    await user.click(await screen.findByRole('button', { name: 'Past analyses of this job' }));
    const list = await screen.findByRole('list', { name: 'Past analyses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Fit 72/100')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Credit')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Free mode analysis expired (24h limit)' }),
    ).toBeDisabled();
    const listCall = callsTo('GET /api/cognitive-assessment/history').at(-1)!;
    expect(new URL(listCall.url, 'http://x').searchParams.get('page_size')).toBe('50');
  });

  it('links a past report to its page', async () => {
    fakeAssessmentServer({ history: [done] });
    const { user } = await renderJobFitModal();
    await user.click(await screen.findByRole('button', { name: 'Past analyses of this job' }));
    expect(await screen.findByRole('link', { name: 'View results' })).toHaveAttribute(
      'href',
      `/me/job-fit-analysis/result/${OTHER_ASSESSMENT_ID}`,
    );
  });

  it('says when the history cannot be loaded, and tries again', async () => {
    let isDown = true;
    fakeAssessmentServer({
      overrides: {
        'GET /api/cognitive-assessment/history': () =>
          isDown
            ? jsonResponse(500, { detail: 'down' })
            : jsonResponse(200, { items: [], total: 0, page: 1, page_size: 50, has_more: false }),
      },
    });
    const { user } = await renderJobFitModal();
    await user.click(await screen.findByRole('button', { name: 'Past analyses of this job' }));

    expect(
      await screen.findByText('Failed to load analysis history. Please try again.'),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't analysed this job yet.")).toBeInTheDocument();
  });

  it('shows the selection when the latest analysis cannot be continued', async () => {
    fakeAssessmentServer({
      history: [done],
      overrides: {
        [`GET /api/cognitive-assessment/${ASSESSMENT_ID}/status`]: jsonResponse(200, makeStatus()),
      },
    });
    await renderJobFitModal();
    expect(await screen.findByRole('button', { name: 'Start analysis' })).toBeInTheDocument();
  });
});

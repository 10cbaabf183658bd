import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import { makePersonas } from '../../../shared/analysts/persona-fixtures';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ASSESSMENT_ID, makeHistoryItem, makeReport } from '../testing/make-assessment';

const RESULT = `/api/cognitive-assessment/${ASSESSMENT_ID}/phase5`;

function stubPages(routes: Record<string, Response | ((call: TRecordedCall) => Response)>) {
  return stubFetch({
    'GET /api/analysts': jsonResponse(200, makePersonas()),
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    ...routes,
  });
}

function historyPage(items: TAssessmentHistoryItem[], page = 1, total = items.length) {
  return { items, total, page, page_size: 10, has_more: page * 10 < total };
}

describe('job-fit history page', () => {
  it('lists every assessment with its job, status, mode, date, score and action', async () => {
    signInUser();
    const items = [
      makeHistoryItem({ current_phase: 3 }),
      makeHistoryItem({
        id: '22222222-2222-4222-8222-222222222222',
        job_id: 12,
        job_title: 'Nurse',
        status: 'completed',
        can_continue: false,
        can_view_result: true,
        assessment_type: 'credit',
        fit_score: 81,
        completed_at: new Date().toISOString(),
      }),
      makeHistoryItem({
        id: '33333333-3333-4333-8333-333333333333',
        job_title: 'Software Engineer',
        status: 'completed',
        can_continue: false,
        expired: true,
        fit_score: 64,
        started_at: '2025-01-10T10:00:00.000Z',
      }),
    ];
    const { callsTo } = stubPages({
      'GET /api/cognitive-assessment/history': jsonResponse(200, historyPage(items)),
    });
    const { user, currentPath } = renderApp('/me/job-fit-analysis/history');

    const list = await screen.findByRole('list', { name: 'Your job-fit analyses' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/7',
    );
    expect(within(rows[0]!).getByText('In progress')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Phase 3 of 5')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Fit 81/100')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Credit')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('button', { name: 'Free mode analysis expired (24h limit)' }),
    ).toBeDisabled();
    const query = new URL(callsTo('GET /api/cognitive-assessment/history')[0]!.url, 'http://x')
      .searchParams;
    expect([query.get('page'), query.get('page_size'), query.get('job_id')]).toEqual([
      '1',
      '10',
      null,
    ]);

    await user.click(within(rows[1]!).getByRole('link', { name: 'View results' }));
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/me/job-fit-analysis/result/22222222-2222-4222-8222-222222222222',
      ),
    );
  });

  it('continues an assessment on its job page', async () => {
    signInUser();
    stubPages({
      'GET /api/cognitive-assessment/history': jsonResponse(200, historyPage([makeHistoryItem()])),
      'GET /api/jobs/7': jsonResponse(404, { detail: 'Not found' }),
    });
    const { user, currentPath } = renderApp('/me/job-fit-analysis/history');

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/jobs/7'));
  });

  it('pages through the history', async () => {
    signInUser();
    const { callsTo } = stubPages({
      'GET /api/cognitive-assessment/history': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        const item = makeHistoryItem({ job_title: `Job on page ${page}` });
        return jsonResponse(200, historyPage([item], page, 12));
      },
    });
    const { user } = renderApp('/me/job-fit-analysis/history');
    await screen.findByText('Job on page 1');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));

    expect(await screen.findByText('Job on page 2')).toBeInTheDocument();
    expect(callsTo('GET /api/cognitive-assessment/history')).toHaveLength(2);
  });

  it('invites a first analysis when there is none', async () => {
    signInUser();
    stubPages({ 'GET /api/cognitive-assessment/history': jsonResponse(200, historyPage([])) });
    renderApp('/me/job-fit-analysis/history');

    expect(await screen.findByText('No job-fit analyses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });
});

describe('job-fit result page', () => {
  it('shows the report with its chart, summary and who wrote it', async () => {
    signInUser();
    stubPages({ [`GET ${RESULT}`]: jsonResponse(200, makeReport()) });
    renderApp(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your job-fit report' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who you are' })).toBeInTheDocument();
    expect(screen.getAllByRole('meter')).toHaveLength(8);
    expect(screen.getByText('Standard')).toBeInTheDocument();
    expect(screen.getByText('Written by: Built-in analyst')).toBeInTheDocument();
    expect(screen.getByText('Available until')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to history' })).toHaveAttribute(
      'href',
      '/me/job-fit-analysis/history',
    );
  });

  it('labels a model’s report written in another language, and shows it as written', async () => {
    signInUser();
    const report = makeReport({
      report_language: 'zh',
      job_language: 'zh',
      engine: { kind: 'llm', label: 'GPT-4.1', fallback_reason: null },
      report_5a: { headline: '挺合适', cognitive_personal_reflection: '你说过你喜欢这份工作。' },
    });
    stubPages({ [`GET ${RESULT}`]: jsonResponse(200, report) });
    renderApp(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Who you are' })).toBeInTheDocument();
    expect(
      screen.getByText('GPT-4.1 wrote this report in Chinese, and it is shown as written.'),
    ).toBeInTheDocument();
    expect(screen.getByText('你说过你喜欢这份工作。').closest('[lang]')).toHaveAttribute(
      'lang',
      'zh',
    );
  });

  it('takes a rating under the report, and says what it earned', async () => {
    signInUser();
    let given: object | null = null;
    const { callsTo } = stubPages({
      [`GET ${RESULT}`]: jsonResponse(200, makeReport()),
      'GET /api/feedback/own': () => jsonResponse(200, { feedback: given }),
      'POST /api/feedback': (call) => {
        given = {
          ...(call.body as object),
          created_at: new Date().toISOString(),
          rewarded_credits: 2,
        };
        return jsonResponse(200, {
          id: 1,
          rewarded_credits: 2,
          reward_note: null,
          balance: { paid: 0, free: 2, total: 2 },
        });
      },
    });
    const { user } = renderApp(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`);

    await screen.findByRole('heading', { name: 'How useful was this report?' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating first.')).toBeInTheDocument();
    expect(callsTo('POST /api/feedback')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.type(screen.getByLabelText('What should we do better? (optional)'), 'Clear');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(
      await screen.findByText('Thank you! 2 free credits were added to your balance.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/feedback')[0]!.body).toEqual({
      subject: 'job_fit',
      subject_id: ASSESSMENT_ID,
      rating: 4,
      comment: 'Clear',
    });
    expect(screen.getByRole('img', { name: 'Your rating: 4 of 5' })).toBeInTheDocument();
  });

  it('explains an expired free result (410)', async () => {
    signInUser();
    stubPages({
      [`GET ${RESULT}`]: jsonResponse(410, { detail: 'Gone', error_type: 'assessment_expired' }),
    });
    renderApp(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`);

    expect(await screen.findByText('This free result has expired')).toBeInTheDocument();
    expect(screen.getByText(/can be viewed for 24 hours/)).toBeInTheDocument();
  });

  it('says when the report does not exist (404), or the address is not an id', async () => {
    signInUser();
    const { callsTo } = stubPages({ [`GET ${RESULT}`]: jsonResponse(404, { detail: 'No' }) });
    renderApp(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`);
    expect(await screen.findByText('Report not found')).toBeInTheDocument();
    expect(callsTo(`GET ${RESULT}`)).toHaveLength(1);
  });

  it('does not ask the server about an address that is not an id', async () => {
    signInUser();
    const { calls } = stubPages({});
    renderApp('/me/job-fit-analysis/result/not-an-id');
    expect(await screen.findByText('Report not found')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('cognitive-assessment'))).toBe(false);
  });

  it('offers a retry when the report fails to load', async () => {
    signInUser();
    let isDown = true;
    stubPages({
      [`GET ${RESULT}`]: () =>
        isDown ? jsonResponse(500, { detail: 'Server trouble' }) : jsonResponse(200, makeReport()),
    });
    const { user } = renderApp(`/me/job-fit-analysis/result/${ASSESSMENT_ID}`);

    expect(
      await screen.findByText('Your report could not be loaded.', undefined, { timeout: 3_000 }),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your job-fit report' })).toBeInTheDocument();
  });
});

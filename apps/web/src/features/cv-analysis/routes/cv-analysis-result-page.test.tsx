import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCvAnalysisResponse } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { FakeWebSocket } from '../../../shared/realtime/testing/fake-web-socket';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ANALYSIS_ID, makeAnalysis, makeRole, makeResult } from '../testing/make-cv-analysis';

const URL = `/api/cv-analysis/${ANALYSIS_ID}`;
const PAGE = `/me/cv-analysis/result/${ANALYSIS_ID}`;

function stubResult(routes: Record<string, Response | ((call: TRecordedCall) => Response)>) {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    'GET /api/jobs/17': jsonResponse(404, { detail: 'Not found' }),
    'GET /api/jobs/23': jsonResponse(404, { detail: 'Not found' }),
    ...routes,
  });
}

describe('CV analysis result page', () => {
  it('shows what was read, the ranked roles with evidence and gaps, the chart’s figures and sources', async () => {
    signInUser();
    const { calls } = stubResult({ [`GET ${URL}`]: jsonResponse(200, makeAnalysis()) });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roles that need you' }),
    ).toBeInTheDocument();
    // Asked in the reader's language: otherwise it comes in the one it was made in.
    expect(calls.find((call) => call.path === URL)?.url).toMatch(/\?lang=en$/);
    expect(screen.getByText('Written by Built-in analyst')).toBeInTheDocument();
    expect(screen.getByText(/^Free result: kept until/)).toBeInTheDocument();
    expect(screen.getByText(/A backend engineer with about seven years/)).toBeInTheDocument();

    const current = screen.getByRole('article', { name: 'Software Developers' });
    expect(within(current).getByText('Your current role')).toBeInTheDocument();
    expect(within(current).getByText('42%')).toBeInTheDocument();
    expect(within(current).getByText('+15.8%')).toBeInTheDocument();
    expect(within(current).getByText('$133,080')).toBeInTheDocument();
    expect(
      within(current).getByText('China median pay, yuan a month: Shandong 2024: ¥10,433'),
    ).toBeInTheDocument();
    expect(
      within(current).getByText('“Python, PostgreSQL, Kubernetes, Terraform”'),
    ).toBeInTheDocument();
    expect(within(current).getByText(/Complex Problem Solving · importance 4\.1\/5/)).toBeVisible();
    expect(
      within(current).getByText('A step-by-step plan for each gap comes with a credit analysis.'),
    ).toBeInTheDocument();

    const next = screen.getByRole('article', { name: 'Computer Systems Engineers/Architects' });
    expect(within(next).getByText('Needs you')).toBeInTheDocument();
    expect(within(next).queryByText(/China median pay/)).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'The same figures as a table' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Sources and notes' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How useful was this analysis?' }),
    ).toBeInTheDocument();
  });

  it('shows a credit analysis’s plan, and a model’s fallback honestly', async () => {
    signInUser();
    const result = makeResult({
      engine: {
        kind: 'builtin',
        label: 'Built-in analyst',
        fallback_reason: 'the model did not answer in time',
      },
      roles: [makeRole({ gap_plan: ['Build a small React app and put it online.'] })],
    });
    stubResult({
      [`GET ${URL}`]: jsonResponse(
        200,
        makeAnalysis({ mode: 'credit', expires_at: null, credits_charged: 1, result }),
      ),
    });
    renderApp(PAGE);

    expect(await screen.findByText('Build a small React app and put it online.')).toBeVisible();
    expect(
      screen.getByText(
        'The model was unavailable (the model did not answer in time); our built-in analyst wrote this instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Free result: kept until/)).not.toBeInTheDocument();
  });

  it('opens a role’s job page, asking for it to be written when it does not exist yet', async () => {
    signInUser();
    let asked = 0;
    const { callsTo } = stubResult({
      [`GET ${URL}`]: jsonResponse(200, makeAnalysis()),
      [`POST ${URL}/roles/15-1299.08/job`]: () => {
        asked += 1;
        return jsonResponse(200, { status: 'ready', job_id: 23 });
      },
    });
    const { user, currentPath } = renderApp(PAGE);

    const role = await screen.findByRole('article', {
      name: 'Computer Systems Engineers/Architects',
    });
    await user.click(within(role).getByRole('button', { name: 'Open the job page' }));
    await waitFor(() => expect(currentPath()).toBe('/jobs/23'));
    expect(asked).toBe(1);
    expect(callsTo(`POST ${URL}/roles/15-1252.00/job`)).toHaveLength(0);
  });

  it('follows a running analysis live over the socket, then shows the result', async () => {
    FakeWebSocket.reset();
    FakeWebSocket.autoOpen = true;
    vi.stubGlobal('WebSocket', FakeWebSocket);
    signInUser();
    let analysis: TCvAnalysisResponse = makeAnalysis({
      status: 'processing',
      progress: 10,
      stage: 'reading',
      result: null,
    });
    stubResult({ [`GET ${URL}`]: () => jsonResponse(200, analysis) });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'Analysing your CV' })).toBeInTheDocument();
    expect(screen.getByText('10% done')).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.latest().sent).toHaveLength(1));
    expect(FakeWebSocket.latest().sent[0]).toEqual({
      type: 'authenticate',
      data: { access_token: 'access-old' },
    });
    expect(await screen.findByText('Live updates')).toBeInTheDocument();

    const step = (status: 'processing' | 'completed', progress: number, stage: string) =>
      act(() =>
        FakeWebSocket.latest().receive({
          type: 'analysis_progress',
          data: {
            analysis_id: ANALYSIS_ID,
            kind: 'cv',
            status,
            progress,
            stage,
            error_message: null,
            error_type: null,
          },
        }),
      );
    step('processing', 60, 'ranking');
    expect(await screen.findByText('60% done')).toBeInTheDocument();

    analysis = makeAnalysis();
    step('completed', 100, 'done');
    expect(await screen.findByRole('article', { name: 'Software Developers' })).toBeInTheDocument();
  });

  it('says a free result has expired (410), and offers a new analysis', async () => {
    signInUser();
    stubResult({
      [`GET ${URL}`]: jsonResponse(410, {
        detail: 'Free mode analysis expired (24h limit)',
        error_type: 'analysis_expired',
      }),
    });
    renderApp(PAGE);

    expect(await screen.findByText('This free analysis has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New analysis' })).toHaveAttribute(
      'href',
      '/me/cv-analysis/start',
    );
  });

  it('explains a failed analysis and that its credit came back', async () => {
    signInUser();
    stubResult({
      [`GET ${URL}`]: jsonResponse(
        200,
        makeAnalysis({
          status: 'failed',
          stage: 'failed',
          mode: 'credit',
          result: null,
          error_type: 'server_error',
          error_message: 'Something went wrong on our side.',
        }),
      ),
    });
    renderApp(PAGE);

    expect(await screen.findByText('The analysis stopped')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was charged: any credit it used has been returned.'),
    ).toBeInTheDocument();
  });

  it('says an analysis is not found (404) without asking again, and skips a malformed id', async () => {
    signInUser();
    const { callsTo, calls } = stubResult({
      [`GET ${URL}`]: jsonResponse(404, { detail: 'Not found', error_type: 'not_found' }),
    });
    const { router } = renderApp(PAGE);
    expect(await screen.findByText('Analysis not found')).toBeInTheDocument();
    expect(callsTo(`GET ${URL}`)).toHaveLength(1);

    await act(() => router.navigate('/me/cv-analysis/result/not-an-id'));
    expect(await screen.findByText('Analysis not found')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('not-an-id'))).toBe(false);
  });

  it('deletes the analysis after a confirmation and returns to the history', async () => {
    signInUser();
    const { callsTo } = stubResult({
      [`GET ${URL}`]: jsonResponse(200, makeAnalysis()),
      [`DELETE ${URL}`]: jsonResponse(200, { deleted: true }),
      'GET /api/cv-analysis/history': jsonResponse(200, {
        items: [],
        total: 0,
        page: 1,
        page_size: 10,
        has_more: false,
      }),
    });
    const { user, currentPath } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(currentPath()).toBe('/me/cv-analysis/history'));
    expect(callsTo(`DELETE ${URL}`)).toHaveLength(1);
    expect(await screen.findByText('No CV analyses yet')).toBeInTheDocument();
  });
});

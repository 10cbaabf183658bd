import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_DAYS,
  DASHBOARD_SERIES,
  type TAdminDashboardResponse,
  type TDashboardSeriesName,
} from '@irreplaceable/contracts/admin/dashboard';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { signInAdmin, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The first load of a lazy page (its code, charts and catalogue) can be slow on a busy machine. */
const PAGE_LOAD = { timeout: 5_000 };
const DAY_MS = 24 * 60 * 60_000;
const TODAY = Date.UTC(2025, 10, 22);

type TValues = Record<TDashboardSeriesName, number>;
const zeros = () => Object.fromEntries(DASHBOARD_SERIES.map((name) => [name, 0])) as TValues;

/** 30 days ending 22 November 2025, with the given figures on the given days back from today. */
function makeDashboard(
  byDaysAgo: Record<number, Partial<TValues>> = {},
  rest: Partial<Omit<TAdminDashboardResponse, 'days' | 'totals'>> = {},
): TAdminDashboardResponse {
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const daysAgo = DASHBOARD_DAYS - 1 - index;
    return {
      day: new Date(TODAY - daysAgo * DAY_MS).toISOString().slice(0, 10),
      values: { ...zeros(), ...byDaysAgo[daysAgo] },
    };
  });
  const totals = zeros();
  for (const day of days) for (const name of DASHBOARD_SERIES) totals[name] += day.values[name];
  return {
    generated_at: '2025-11-22T09:30:00.000Z',
    days,
    totals,
    users_total: 0,
    revenue_by_pack: [],
    feedback_average: null,
    now: { jobs_queued: 0, analyses_queued: 0, errors_24h: 0, payments_needing_attention: 0 },
    ...rest,
  };
}

const busyDashboard = () => {
  const dashboard = makeDashboard(
    {
      0: { signups: 3, active_users: 5, searches: 40, jobs_written: 6, credits_given: 4 },
      1: { signups: 9, active_users: 7, jobs_failed: 2, revenue_cents: 1_100, feedback: 2 },
      12: { cv_analyses: 1, revenue_cents: 500, credits_bought: 60, credits_spent: 3 },
    },
    {
      users_total: 1_284,
      revenue_by_pack: [
        { pack: 1, purchases: 1, amount_cents: 100, currency: 'sgd' },
        { pack: 5, purchases: 3, amount_cents: 1_500, currency: 'sgd' },
      ],
      feedback_average: 4.25,
      now: { jobs_queued: 7, analyses_queued: 2, errors_24h: 1, payments_needing_attention: 2 },
    },
  );
  // Active users over the 30 days are distinct people, not the sum of the days.
  dashboard.totals.active_users = 10;
  return dashboard;
};

describe('admin dashboard page', { timeout: 20_000 }, () => {
  // jsdom lays nothing out, so every chart warns that it has no size; the tables carry the figures.
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (typeof message === 'string' && message.startsWith('The width(0)')) return;
      warn(message, ...rest);
    });
  });

  it('is for admins only', async () => {
    signInUser();
    stubFetch({ 'GET /api/admin/dashboard': jsonResponse(200, makeDashboard()) });
    const { currentPath } = renderApp('/admin/dashboard');

    await waitFor(() => expect(currentPath()).toBe('/admin/login'), PAGE_LOAD);
  });

  it('shows what needs a look now, the 30-day figures and their daily tables', async () => {
    signInAdmin();
    stubFetch({ 'GET /api/admin/dashboard': jsonResponse(200, busyDashboard()) });
    renderApp('/admin/dashboard');

    const now = await screen.findByRole('region', { name: 'Right now' }, PAGE_LOAD);
    expect(within(now).getByText('7')).toBeInTheDocument();
    expect(within(now).getByText('Refunds the balance could not cover')).toBeInTheDocument();
    const review = within(now).getByRole('link', { name: 'Review webhook events' });
    expect(review).toHaveAttribute('href', '/admin/webhook-events?attention=true');

    const people = screen.getByRole('region', { name: 'People' });
    expect(people).toHaveTextContent('Sign-ups12Today 3');
    expect(people).toHaveTextContent('Active users10Today 5');
    expect(people).toHaveTextContent('Accounts1,284All time');
    expect(people).toHaveTextContent(/signed in or renewed a session that day/);
    const peopleTable = within(people).getByRole('table', {
      name: 'People: day by day, last 30 days',
    });
    const rows = within(peopleTable).getAllByRole('row');
    expect(rows).toHaveLength(DASHBOARD_DAYS + 1);
    expect(rows.at(-1)).toHaveTextContent('November 22, 2025' + '35');
    expect(rows.at(-2)).toHaveTextContent('November 21, 2025' + '97');

    const work = screen.getByRole('region', { name: 'Searches and job pages' });
    expect(work).toHaveTextContent('Job pages failed2Today 025% of pages finished');

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(revenue).toHaveTextContent('RevenueS$16.00Today S$0.00');
    expect(
      within(revenue).getByRole('table', { name: 'Revenue: day by day, last 30 days' }),
    ).toHaveTextContent('November 21, 2025S$11.00');
    const packs = within(revenue).getByRole('table', { name: 'By pack, last 30 days' });
    expect(within(packs).getByRole('row', { name: 'S$5 pack 3 S$15.00' })).toBeInTheDocument();
    expect(within(packs).getByRole('row', { name: 'Total 4 S$16.00' })).toBeInTheDocument();

    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(feedback).toHaveTextContent('Average rating4.3 / 5');
  });

  it('says plainly when there is nothing yet, in Chinese too', async () => {
    await changeLanguage('zh');
    signInAdmin();
    stubFetch({ 'GET /api/admin/dashboard': jsonResponse(200, makeDashboard()) });
    renderApp('/admin/dashboard');

    const now = await screen.findByRole('region', { name: '当前状态' }, PAGE_LOAD);
    expect(within(now).getByText('暂无需要处理的事项')).toBeInTheDocument();
    expect(within(now).getByRole('link', { name: '查看 Webhook 事件' })).toHaveAttribute(
      'href',
      '/admin/webhook-events?attention=true',
    );
    expect(screen.getByText('近 30 天没有新注册，也没有人登录。')).toBeInTheDocument();
    expect(screen.getByText('近 30 天没有充值。')).toBeInTheDocument();
    expect(screen.getByText('暂无评分')).toBeInTheDocument();
    // Thirty rows of zeros say nothing the empty notes do not.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    signInAdmin();
    let isDown = true;
    const { callsTo } = stubFetch({
      'GET /api/admin/dashboard': () =>
        isDown
          ? jsonResponse(500, { detail: 'Internal error', error_type: 'internal' })
          : jsonResponse(200, busyDashboard()),
    });
    const { user } = renderApp('/admin/dashboard');

    const alert = await screen.findByText('The dashboard could not be loaded', {}, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: 'Right now' })).not.toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Right now' })).toBeInTheDocument();
    expect(alert).not.toBeInTheDocument();
    expect(callsTo('GET /api/admin/dashboard').length).toBeGreaterThanOrEqual(2);
  });
});

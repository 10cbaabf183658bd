import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TIndustryHistoryItem } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  ANALYSIS_ID,
  CV_ANALYSIS_ID,
  OTHER_ANALYSIS_ID,
  makeHistoryItem,
} from '../testing/make-industry-analysis';

const HISTORY = '/me/industry-analysis/history';

function page(items: TIndustryHistoryItem[]) {
  return { items, total: items.length, page: 1, page_size: 10, has_more: false };
}

function stubHistory(routes: Record<string, Response | ((call: TRecordedCall) => Response)>) {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    ...routes,
  });
}

describe('industry analysis history page', () => {
  it('lists each analysis with its industry, date, mode, status, rate and expiry', async () => {
    signInUser();
    const items = [
      makeHistoryItem({
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        status: 'processing',
        progress: 60,
        ai_replacement_rate: null,
        input: {
          industry_code: '622',
          industry_name: 'Hospitals',
          industry_query: 'hospitals',
          cv_analysis_id: CV_ANALYSIS_ID,
          current_job: null,
        },
      }),
      makeHistoryItem({ mode: 'credit', expires_at: null }),
      makeHistoryItem({ id: OTHER_ANALYSIS_ID, expired: true }),
      makeHistoryItem({
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        status: 'failed',
        ai_replacement_rate: null,
        error_message: 'Something went wrong on our side.',
      }),
    ];
    stubHistory({ 'GET /api/industry-analysis/history': jsonResponse(200, page(items)) });
    renderApp(HISTORY);

    const list = await screen.findByRole('list', { name: 'Industry analyses' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Hospitals')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Analysing')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/60% done/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('With your CV analysis')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Follow' })).toHaveAttribute(
      'href',
      '/me/industry-analysis/result/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    );
    expect(within(rows[0]!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    expect(within(rows[1]!).getByText('Software Publishers')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Credit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('AI replacement rate 50%')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('As: software engineer')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^Kept until/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/me/industry-analysis/result/${ANALYSIS_ID}`,
    );
    expect(within(rows[1]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(within(rows[2]!).getByText('Expired (24h limit)')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('AI replacement rate 50%')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();

    expect(within(rows[3]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Something went wrong on our side.')).toBeInTheDocument();
  });

  it('deletes an entry after a confirmation', async () => {
    signInUser();
    let items = [makeHistoryItem()];
    const { callsTo } = stubHistory({
      'GET /api/industry-analysis/history': () => jsonResponse(200, page(items)),
      [`DELETE /api/industry-analysis/${ANALYSIS_ID}`]: () => {
        items = [];
        return jsonResponse(200, { deleted: true });
      },
    });
    const { user } = renderApp(HISTORY);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('No industry analyses yet')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/industry-analysis/${ANALYSIS_ID}`)).toHaveLength(1);
  });

  it('invites a first analysis when there is none', async () => {
    signInUser();
    stubHistory({ 'GET /api/industry-analysis/history': jsonResponse(200, page([])) });
    renderApp(HISTORY);
    expect(await screen.findByText('No industry analyses yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Analyse an industry' })[0]).toHaveAttribute(
      'href',
      '/me/industry-analysis/start',
    );
  });
});

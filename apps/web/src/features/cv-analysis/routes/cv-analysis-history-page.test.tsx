import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ANALYSIS_ID, OTHER_ANALYSIS_ID, makeHistoryItem } from '../testing/make-cv-analysis';

const HISTORY = '/me/cv-analysis/history';

function page(items: TCvHistoryItem[], number = 1, total = items.length) {
  return { items, total, page: number, page_size: 10, has_more: number * 10 < total };
}

function stubHistory(routes: Record<string, Response | ((call: TRecordedCall) => Response)>) {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    ...routes,
  });
}

describe('CV analysis history page', () => {
  it('lists each analysis with its file, status, mode, best role and expiry', async () => {
    signInUser();
    const items = [
      makeHistoryItem({
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        status: 'processing',
        progress: 45,
        top_role: null,
        top_fit: null,
        current_role: null,
        input: {
          kind: 'text',
          file_name: null,
          label: null,
          file_type: null,
          size: null,
          file_available: false,
        },
      }),
      makeHistoryItem({ mode: 'credit', expires_at: null }),
      makeHistoryItem({
        id: OTHER_ANALYSIS_ID,
        expired: true,
        top_role: null,
        top_fit: null,
        current_role: null,
      }),
      makeHistoryItem({
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        status: 'failed',
        top_role: null,
        error_message: 'This PDF has no text we can read.',
      }),
      makeHistoryItem({
        id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        input: {
          kind: 'text',
          file_name: null,
          label: 'Jane Doe — Accountant',
          file_type: null,
          size: null,
          file_available: false,
        },
      }),
    ];
    stubHistory({ 'GET /api/cv-analysis/history': jsonResponse(200, page(items)) });
    renderApp(HISTORY);

    const list = await screen.findByRole('list', { name: 'CV analyses' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Pasted text')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Analysing')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Follow' })).toHaveAttribute(
      'href',
      '/me/cv-analysis/result/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    );
    expect(within(rows[0]!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    expect(within(rows[1]!).getByText('backend-lead.pdf')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Credit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Best fit: Software Developers (88)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^Kept until/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/me/cv-analysis/result/${ANALYSIS_ID}`,
    );

    expect(within(rows[2]!).getByText('Expired (24h limit)')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();

    expect(within(rows[3]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('This PDF has no text we can read.')).toBeInTheDocument();

    // A pasted CV goes by the person and title read from it, when any was.
    expect(within(rows[4]!).getByText('Jane Doe — Accountant')).toBeInTheDocument();
  });

  it('deletes an entry after a confirmation', async () => {
    signInUser();
    let items = [makeHistoryItem()];
    const { callsTo } = stubHistory({
      'GET /api/cv-analysis/history': () => jsonResponse(200, page(items)),
      [`DELETE /api/cv-analysis/${ANALYSIS_ID}`]: () => {
        items = [];
        return jsonResponse(200, { deleted: true });
      },
    });
    const { user } = renderApp(HISTORY);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    expect(
      within(dialog).getByText('Your CV file, its text and the result will be deleted for good.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('No CV analyses yet')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/cv-analysis/${ANALYSIS_ID}`)).toHaveLength(1);
  });

  it('invites a first analysis when there is none', async () => {
    signInUser();
    stubHistory({ 'GET /api/cv-analysis/history': jsonResponse(200, page([])) });
    renderApp(HISTORY);
    expect(await screen.findByText('No CV analyses yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Analyse a CV' })[0]).toHaveAttribute(
      'href',
      '/me/cv-analysis/start',
    );
  });

  it('asks for the next page', async () => {
    signInUser();
    const { callsTo } = stubHistory({
      'GET /api/cv-analysis/history': (call) => {
        const number = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return jsonResponse(
          200,
          page([makeHistoryItem({ top_role: `Role on page ${number}` })], number, 12),
        );
      },
    });
    const { user } = renderApp(HISTORY);
    await screen.findByText('Best fit: Role on page 1 (88)');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages of CV analyses' })).getByRole('button', {
        name: '2',
      }),
    );
    expect(await screen.findByText('Best fit: Role on page 2 (88)')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /api/cv-analysis/history')).toHaveLength(2));
  });
});

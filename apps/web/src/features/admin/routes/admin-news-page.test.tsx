import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { signInAdmin, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminListPage, makeAdminArticle, makeAdminListItem } from '../testing/make-admin-news';

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;

function stubAdminNews(respond?: (call: TRecordedCall) => Response) {
  return stubFetch({
    'GET /api/admin/news':
      respond ??
      (() =>
        jsonResponse(
          200,
          adminListPage([
            makeAdminListItem(1, {
              title_en: 'Nurses and AI',
              views: 1530,
              likes: 12,
              comments: 4,
            }),
            makeAdminListItem(2, { status: 'draft', title_en: '', title_zh: '只有中文' }),
          ]),
        )),
    'POST /api/admin/news/2/publish': jsonResponse(
      200,
      makeAdminArticle(2, { status: 'published' }),
    ),
    'POST /api/admin/news/1/unpublish': jsonResponse(200, makeAdminArticle(1)),
    'DELETE /api/admin/news/1': jsonResponse(200, { id: 1, deleted: true }),
  });
}

describe('admin news list', () => {
  it('is for admins only', async () => {
    signInUser();
    stubAdminNews();
    const { currentPath } = renderApp('/admin/news');

    await waitFor(() => expect(currentPath()).toBe('/admin/login'));
  });

  it('lists every article with its status and counts, with the admin token', async () => {
    signInAdmin();
    const { callsTo } = stubAdminNews();
    renderApp('/admin/news');

    const row = (await screen.findByRole('link', { name: 'Nurses and AI' })).closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('1530 · 12 · 4')).toBeInTheDocument();
    expect(within(row).getByText('Technology')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit “Nurses and AI”' })).toHaveAttribute(
      'href',
      '/admin/news/1',
    );
    const draft = screen.getByRole('link', { name: '只有中文' }).closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(callsTo('GET /api/admin/news')[0]?.headers.get('Authorization')).toBe(
      'Bearer access-admin',
    );
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute(
      'href',
      '/admin/news/new',
    );
  });

  it('filters by status and searches by title', async () => {
    signInAdmin();
    const { callsTo } = stubAdminNews();
    const { user } = renderApp('/admin/news');
    await screen.findByRole('link', { name: 'Nurses and AI' });

    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() =>
      expect(queryOf(callsTo('GET /api/admin/news').at(-1)!).get('status')).toBe('draft'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'nurse');
    await waitFor(() =>
      expect(queryOf(callsTo('GET /api/admin/news').at(-1)!).get('search')).toBe('nurse'),
    );
  });

  it('publishes and unpublishes from the list', async () => {
    signInAdmin();
    const { callsTo } = stubAdminNews();
    const { user } = renderApp('/admin/news');
    const draft = (await screen.findByRole('link', { name: '只有中文' })).closest('tr')!;

    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('“只有中文” is published.')).toBeInTheDocument();
    const published = screen.getByRole('link', { name: 'Nurses and AI' }).closest('tr')!;
    await user.click(within(published).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('“Nurses and AI” is back to draft.')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/news/2/publish')).toHaveLength(1);
    expect(callsTo('POST /api/admin/news/1/unpublish')).toHaveLength(1);
  });

  it('deletes only after asking', async () => {
    signInAdmin();
    const { callsTo } = stubAdminNews();
    const { user } = renderApp('/admin/news');
    const row = (await screen.findByRole('link', { name: 'Nurses and AI' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/admin/news/1')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('“Nurses and AI” is deleted.')).toBeInTheDocument();
    expect(callsTo('DELETE /api/admin/news/1')).toHaveLength(1);
  });

  it('shows "Failed to load news" with a retry', async () => {
    signInAdmin();
    let isDown = true;
    stubAdminNews(() =>
      isDown ? jsonResponse(500, { detail: 'down' }) : jsonResponse(200, adminListPage([])),
    );
    const { user } = renderApp('/admin/news');

    expect(await screen.findByText('Failed to load news')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });
});

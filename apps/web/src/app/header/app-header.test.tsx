import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, textResponse } from '../../test/fetch-stub';
import { makeUser, signInUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function stubServer(unread: Response = jsonResponse(200, { unread_count: 0 })) {
  return stubFetch({
    'GET /api/inbox/unread-count': unread,
    'GET /contents/login/en.md': textResponse(''),
    'POST /api/auth/logout': new Response(null, { status: 204 }),
  });
}

const findHeader = async () => within(await screen.findByRole('banner'));

describe('app header', () => {
  it('offers a login button to visitors', async () => {
    stubServer();
    renderApp('/');
    const banner = await findHeader();

    expect(await banner.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?from=/),
    );
    expect(banner.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows the account menu with the unread count, capped at 99+', async () => {
    signInUser();
    stubServer(jsonResponse(200, { unread_count: 150 }));
    renderApp('/');
    const banner = await findHeader();

    const accountMenu = await banner.findByRole('button', { name: 'Account menu' });
    expect(await within(accountMenu).findByText('99+')).toBeInTheDocument();
    expect(within(accountMenu).getByText('Ada')).toBeInTheDocument();
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('offers the admin area in the menu only to an admin (is_admin %s)', async (isAdmin, count) => {
    signInUser(makeUser({ is_admin: isAdmin }));
    stubServer();
    const { user } = renderApp('/');
    const banner = await findHeader();

    await user.click(await banner.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Profile' });

    const adminItems = screen.queryAllByRole('menuitem', { name: 'Admin area' });
    expect(adminItems).toHaveLength(count);
    if (isAdmin) expect(adminItems[0]).toHaveAttribute('href', '/admin');
  });

  it('shows the exact unread count up to 99', async () => {
    signInUser();
    stubServer(jsonResponse(200, { unread_count: 99 }));
    renderApp('/');
    const banner = await findHeader();

    expect(await banner.findByText('99')).toBeInTheDocument();
  });

  it('treats a missing unread-count endpoint as nothing unread', async () => {
    signInUser();
    const { callsTo } = stubServer(jsonResponse(404, { detail: 'Not Found' }));
    renderApp('/');
    const banner = await findHeader();

    await banner.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(callsTo('GET /api/inbox/unread-count')).toHaveLength(1));
    expect(banner.queryByText(/^\d+\+?$/)).not.toBeInTheDocument();
  });

  it('has the EN/简 language switch on ordinary pages', async () => {
    stubServer();
    renderApp('/');
    const banner = await findHeader();

    const languages = await banner.findByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('radio', { name: 'EN' })).toBeChecked();
    expect(within(languages).getByRole('radio', { name: '简' })).not.toBeChecked();
  });

  it.each(['/jobs/123', '/job/123', '/me/cv-analysis/result/42'])(
    'hides the language switch on %s',
    async (path) => {
      signInUser();
      stubServer();
      renderApp(path);
      const banner = await findHeader();

      await screen.findByRole('heading', { level: 1 });
      expect(banner.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    },
  );

  it('switches the interface to Chinese and remembers the choice', async () => {
    stubServer();
    const { user } = renderApp('/');
    const banner = await findHeader();

    await user.click(await banner.findByRole('radio', { name: '简' }));

    expect(await banner.findByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(localStorage.getItem('userLanguage')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('logs out: revokes the refresh token, forgets local user data and goes to /login', async () => {
    signInUser();
    localStorage.setItem('localCv', '{"name":"Ada"}');
    localStorage.setItem('topUpRecords', '[]');
    localStorage.setItem('cognitiveAssessmentSession', '{}');
    const { callsTo } = stubServer();
    const { user, currentPath } = renderApp('/');
    const banner = await findHeader();

    await user.click(await banner.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(callsTo('POST /api/auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-old' });
    expect(localStorage.getItem('localCv')).toBeNull();
    expect(localStorage.getItem('topUpRecords')).toBeNull();
    expect(localStorage.getItem('cognitiveAssessmentSession')).toBeNull();
    expect(await banner.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

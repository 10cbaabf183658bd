import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function stubProfileServer() {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    'PATCH /api/users/me': (call) =>
      jsonResponse(200, makeUser(call.body as Partial<ReturnType<typeof makeUser>>)),
  });
}

describe('profile page', () => {
  it('shows the e-mail and when the user joined', async () => {
    signInUser();
    stubProfileServer();
    renderApp('/me/profile');

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since January 2025')).toBeInTheDocument();
  });

  it('explains the contract limits in the form', async () => {
    signInUser();
    stubProfileServer();
    const { user } = renderApp('/me/profile');

    const username = await screen.findByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'A');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Username must be at least 2 characters')).toBeInTheDocument();
  });

  it('saves the profile, and the preferred language switches the interface', async () => {
    signInUser();
    const { callsTo } = stubProfileServer();
    const { user } = renderApp('/me/profile');

    const jobTitle = await screen.findByRole('textbox', { name: 'Current job title' });
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Data scientist');
    await user.click(screen.getByRole('radio', { name: '中文' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('资料已保存')).toBeInTheDocument();
    expect(callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      username: 'Ada',
      job_title: 'Data scientist',
      language: 'zh',
    });
    await waitFor(() => expect(useAuthStore.getState().user?.job_title).toBe('Data scientist'));
    expect(localStorage.getItem('userLanguage')).toBe('zh');
  });

  it("follows the header's language switch and saves it to the account", async () => {
    signInUser();
    const { callsTo } = stubProfileServer();
    const { user } = renderApp('/me/profile');

    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    const banner = within(screen.getByRole('banner'));
    await user.click(banner.getByRole('radio', { name: '简' }));

    expect(await screen.findByRole('radio', { name: '中文' })).toBeChecked();
    expect(callsTo('PATCH /api/users/me')[0]?.body).toEqual({ language: 'zh' });
    expect(useAuthStore.getState().user?.language).toBe('zh');
    expect(localStorage.getItem('userLanguage')).toBe('zh');
    expect(screen.getByRole('button', { name: '保存修改' })).toBeDisabled();
  });

  it("keeps a visitor's language switch in this browser only", async () => {
    const { callsTo } = stubProfileServer();
    const { user } = renderApp('/');

    const banner = within(await screen.findByRole('banner'));
    await user.click(await banner.findByRole('radio', { name: '简' }));

    await waitFor(() => expect(localStorage.getItem('userLanguage')).toBe('zh'));
    expect(callsTo('PATCH /api/users/me')).toHaveLength(0);
  });
});

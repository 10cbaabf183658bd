import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdminAuthStore } from '../../../shared/auth/admin-auth-store';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { makeTokenPair, makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ADMIN = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

describe('admin login page', () => {
  it('lets an admin signed in on the site in with one click, keeping the two sessions apart', async () => {
    signInUser(ADMIN);
    const { callsTo } = stubFetch({
      'POST /api/auth/admin-session': jsonResponse(200, makeTokenPair('admin-new', ADMIN)),
      'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    });
    const { user, currentPath } = renderApp('/admin/login');

    expect(
      await screen.findByText(
        'You are signed in on the site as admin@example.com, an administrator.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to the admin area' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(callsTo('POST /api/auth/admin-session')[0]?.headers.get('Authorization')).toBe(
      'Bearer access-old',
    );
    expect(useAdminAuthStore.getState()).toMatchObject({
      accessToken: 'access-admin-new',
      info: { username: 'admin@example.com', role: 'admin' },
    });
    expect(useAuthStore.getState().accessToken).toBe('access-old');
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 2500 });
  });

  it('offers no shortcut to a user who is not an admin', async () => {
    signInUser(makeUser({ is_admin: false }));
    stubFetch({ 'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }) });
    renderApp('/admin/login');

    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue to the admin area' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });
});

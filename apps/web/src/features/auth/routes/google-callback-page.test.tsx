import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { makeTokenPair } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('Google sign-in return page', () => {
  it('exchanges the code once, stores the session and goes to the return address', async () => {
    const { callsTo } = stubFetch({
      'POST /api/auth/oauth/google/callback': jsonResponse(200, {
        ...makeTokenPair('google'),
        return_url: '/me/inbox',
      }),
      'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    });
    const { currentPath } = renderApp(
      '/auth/oauth2/callback/google?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com',
    );

    await waitFor(() => expect(currentPath()).toBe('/me/inbox'));
    expect(callsTo('POST /api/auth/oauth/google/callback')).toHaveLength(1);
    expect(callsTo('POST /api/auth/oauth/google/callback')[0]?.body).toEqual({
      code: 'abc',
      state: 'xyz',
      iss: 'https://accounts.google.com',
    });
    expect(useAuthStore.getState().accessToken).toBe('access-google');
  });

  it('shows the server message when the exchange fails', async () => {
    stubFetch({
      'POST /api/auth/oauth/google/callback': jsonResponse(400, {
        detail: 'The sign-in request expired',
        error_type: 'oauth_state_invalid',
      }),
    });
    renderApp('/auth/oauth2/callback/google?code=abc&state=old');

    expect(await screen.findByText('The sign-in request expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('explains a link without a code', async () => {
    stubFetch({});
    renderApp('/auth/oauth2/callback/google');

    expect(await screen.findByText(/sign-in link is incomplete/)).toBeInTheDocument();
  });
});

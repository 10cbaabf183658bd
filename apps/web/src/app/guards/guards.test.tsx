import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTermsStore } from '../../shared/auth/terms-store';
import { peekReturnPath, rememberReturnPath } from '../../shared/auth/return-path';
import { jsonResponse, stubFetch, textResponse } from '../../test/fetch-stub';
import { makeUser, signInAdmin, signInUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const acceptAllTerms = () =>
  useTermsStore
    .getState()
    .save({ hasAcceptedTerms: true, hasAcceptedPrivacy: true, dontShowAgain: false });

describe('route guards', () => {
  beforeEach(() => {
    stubFetch({
      'GET /contents/login/en.md': textResponse('## Boss (gpt)\n- Keep learning.'),
      'GET /api/users/me': jsonResponse(200, makeUser()),
      'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    });
  });

  it('sends a visitor from a /me page to /login and remembers the full path', async () => {
    const { currentPath } = renderApp('/me/profile?tab=security#email');

    expect(await screen.findByRole('heading', { name: 'Log in or sign up' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(peekReturnPath()).toBe('/me/profile?tab=security#email');
  });

  it('guards every /me page, not only the ones the spec flags', async () => {
    const { currentPath } = renderApp('/me/cv-analysis/start');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(peekReturnPath()).toBe('/me/cv-analysis/start');
  });

  it('lets a signed-in user in, and /me leads to the profile', async () => {
    signInUser();
    const { currentPath } = renderApp('/me');

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(currentPath()).toBe('/me/profile');
  });

  it('sends a signed-in user who opens /login to the return address', async () => {
    signInUser();
    rememberReturnPath('/me/credit');
    const { currentPath } = renderApp('/login');

    await waitFor(() => expect(currentPath()).toBe('/me/credit'));
    expect(peekReturnPath()).toBeNull();
  });

  it('sends a signed-in user who opens /login without a return address to /me', async () => {
    signInUser();
    const { currentPath } = renderApp('/login');

    await waitFor(() => expect(currentPath()).toBe('/me/profile'));
  });

  it('sends a non-admin from the admin area to /admin/login', async () => {
    signInUser(makeUser({ is_admin: false }));
    const { currentPath } = renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
  });

  it('asks an admin with only a user session to sign in to the admin area, address filled in', async () => {
    signInUser(makeUser({ is_admin: true, email: 'admin@example.com' }));
    const { currentPath } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@example.com');
  });

  it('lets an admin session into the admin area; /admin leads to the dashboard', async () => {
    signInAdmin();
    const { currentPath } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
  });

  it('shows the plain terms page while terms are not yet accepted', async () => {
    const { currentPath } = renderApp('/terms');

    expect(await screen.findByRole('heading', { name: 'Terms & privacy' })).toBeInTheDocument();
    expect(currentPath()).toBe('/terms');
  });

  it('sends someone who has accepted every term from the plain /terms page to /login', async () => {
    acceptAllTerms();
    const { currentPath } = renderApp('/terms');

    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it.each(['/terms?forceShow', '/terms#privacy', '/terms#terms'])(
    'still shows %s after the terms are accepted',
    async (path) => {
      acceptAllTerms();
      const { currentPath } = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    },
  );

  it('shows a translated 404 page for unknown addresses', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

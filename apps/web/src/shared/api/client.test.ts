import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { makeTokenPair, makeUser, signInAdmin, signInUser } from '../../test/fixtures';
import { useAdminAuthStore } from '../auth/admin-auth-store';
import { useAuthStore } from '../auth/auth-store';
import { peekReturnPath } from '../auth/return-path';
import { changeLanguage } from '../i18n/i18n';
import { registerAppNavigator } from '../routing/app-navigation';
import { ApiError } from './api-error';
import { api, API_TIMEOUT_MS } from './client';

const bearerOf = (headers: Headers) => headers.get('Authorization');

/** The protected endpoint accepts only the token it is told to. */
function protectedMe(validToken: string) {
  return (call: { headers: Headers }) =>
    bearerOf(call.headers) === `Bearer ${validToken}`
      ? jsonResponse(200, makeUser())
      : jsonResponse(401, { detail: 'Token expired', error_type: 'token_expired' });
}

describe('api client', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    registerAppNavigator(navigate);
    window.history.replaceState(null, '', '/me/profile?tab=1#details');
  });

  afterEach(() => {
    navigate.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('sends the bearer token, Accept-Language and cookies', async () => {
    signInUser();
    await changeLanguage('zh');
    const { calls } = stubFetch({ 'GET /api/users/me': jsonResponse(200, makeUser()) });

    await api.get('/users/me');

    expect(calls[0]?.url).toBe('/api/users/me');
    expect(bearerOf(calls[0]!.headers)).toBe('Bearer access-old');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('zh');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('on 401 refreshes once, stores the rotated tokens and retries with the new token', async () => {
    signInUser();
    const { calls, callsTo } = stubFetch({
      'GET /api/users/me': protectedMe('access-new'),
      'POST /api/auth/refresh-token': jsonResponse(200, makeTokenPair('new')),
    });

    await expect(api.get('/users/me')).resolves.toMatchObject({ id: 'user-1' });

    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(callsTo('POST /api/auth/refresh-token')[0]?.body).toEqual({
      refresh_token: 'refresh-old',
    });
    expect(calls.map((call) => bearerOf(call.headers))).toEqual([
      'Bearer access-old',
      null,
      'Bearer access-new',
    ]);
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    signInUser();
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { callsTo } = stubFetch({
      'GET /api/users/me': protectedMe('access-new'),
      'GET /api/inbox/unread-count': (call) =>
        bearerOf(call.headers) === 'Bearer access-new'
          ? jsonResponse(200, { unread_count: 2 })
          : jsonResponse(401, { detail: 'Token expired' }),
      'POST /api/auth/refresh-token': async () => {
        await refreshGate;
        return jsonResponse(200, makeTokenPair('new'));
      },
    });

    const requests = Promise.all([
      api.get('/users/me'),
      api.get('/inbox/unread-count'),
      api.get('/users/me'),
    ]);
    await vi.waitFor(() => expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1));
    releaseRefresh();

    await expect(requests).resolves.toHaveLength(3);
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
  });

  it('uses tokens another tab has already rotated instead of spending the old refresh token', async () => {
    signInUser();
    const rotated = { accessToken: 'access-new', refreshToken: 'refresh-new', user: makeUser() };
    localStorage.setItem('auth', JSON.stringify({ state: rotated, version: 1 }));
    const { callsTo } = stubFetch({ 'GET /api/users/me': protectedMe('access-new') });

    await expect(api.get('/users/me')).resolves.toMatchObject({ id: 'user-1' });

    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(callsTo('GET /api/users/me')).toHaveLength(2);
  });

  it('clears auth and sends the user to /login, remembering the page, when the refresh fails', async () => {
    signInUser();
    const { callsTo } = stubFetch({
      'GET /api/users/me': protectedMe('never'),
      'POST /api/auth/refresh-token': jsonResponse(401, { detail: 'Invalid refresh token' }),
    });

    const failure = api.get('/users/me');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(callsTo('GET /api/users/me')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
    });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(peekReturnPath()).toBe('/me/profile?tab=1#details');
  });

  it('gives up without calling refresh when there is no refresh token', async () => {
    useAuthStore.getState().setSession({ accessToken: 'access-old', refreshToken: '' }, makeUser());
    const { callsTo } = stubFetch({ 'GET /api/users/me': protectedMe('never') });

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });

    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('uses the admin session for admin calls and sends a failed admin back to /admin/login', async () => {
    signInUser();
    signInAdmin();
    const { calls } = stubFetch({
      'GET /api/admin/stats': jsonResponse(401, { detail: 'Token expired' }),
      'POST /api/auth/refresh-token': jsonResponse(401, { detail: 'Invalid refresh token' }),
    });

    await expect(api.get('/admin/stats')).rejects.toMatchObject({ status: 401 });

    expect(bearerOf(calls[0]!.headers)).toBe('Bearer access-admin');
    expect(calls[1]?.body).toEqual({ refresh_token: 'refresh-admin' });
    expect(useAdminAuthStore.getState().accessToken).toBeNull();
    expect(useAuthStore.getState().accessToken).toBe('access-old');
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('turns an error body into a typed ApiError', async () => {
    stubFetch({
      'POST /api/auth/request-otp': jsonResponse(429, {
        detail: 'Too many requests',
        error_type: 'rate_limited',
        suggestion: 'Wait a minute',
        examples: ['a', 'b'],
      }),
    });

    await expect(api.post('/auth/request-otp', { email: 'a@b.co' })).rejects.toMatchObject({
      status: 429,
      detail: 'Too many requests',
      errorType: 'rate_limited',
      suggestion: 'Wait a minute',
      examples: ['a', 'b'],
    });
  });

  it('gives up after the 180 s timeout with a timeout error', async () => {
    vi.useFakeTimers();
    stubFetch({
      'GET /api/health': (_call, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    });

    const request = api.get('/health');
    const outcome = expect(request).rejects.toMatchObject({
      status: 0,
      errorType: 'timeout_error',
    });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await outcome;
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { rememberReturnPath } from '../../../shared/auth/return-path';
import { jsonResponse, stubFetch, textResponse } from '../../../test/fetch-stub';
import { makeTokenPair, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const QUOTES = '# Quotes\n\n## Boss (gpt)\n\n- Judgement is the one thing I cannot fake.\n';

function stubAuthServer(verify = jsonResponse(200, makeTokenPair('login'))) {
  return stubFetch({
    'GET /contents/login/en.md': textResponse(QUOTES),
    'POST /api/auth/request-otp': jsonResponse(200, { message: 'sent', resend_after: 60 }),
    'POST /api/auth/verify-otp': verify,
    'GET /api/users/me': jsonResponse(200, makeTokenPair('login').user),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
  });
}

/** Makes the 480 px media query match, as on a phone. */
function pretendNarrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 480px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function openLoginWithCodeSent(email = 'ada@example.com') {
  const app = renderApp('/login');
  await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await app.user.click(screen.getByRole('button', { name: 'Get code' }));
  const otp = await screen.findByRole('textbox', { name: 'Verification code' });
  return { ...app, otp };
}

describe('login page', () => {
  beforeEach(() => {
    stubAuthServer();
  });

  it('shows an analyst quote with the analyst name', async () => {
    renderApp('/login');

    expect(
      await screen.findByText('Judgement is the one thing I cannot fake.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A word from Boss')).toBeInTheDocument();
  });

  it('asks for an email before sending a code', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Get code' }));

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it('says the email is required when the field is left empty', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('textbox', { name: 'Email' }));
    await user.tab();

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('rejects an invalid email', async () => {
    const { user } = renderApp('/login');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('after sending shows the code field and locks the button as sent', async () => {
    await openLoginWithCodeSent();

    expect(await screen.findByText('OTP sent successfully, check your email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
    expect(screen.getByText(/request a new code in \d+ s/)).toBeInTheDocument();
  });

  it('keeps at most six digits in the code field', async () => {
    const { user, otp } = await openLoginWithCodeSent();

    await user.type(otp, 'a1b2c3d4e5f6g7h8');

    expect(otp).toHaveValue('123456');
  });

  it('asks for the code, then for six digits, before verifying', async () => {
    const { user, otp } = await openLoginWithCodeSent();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();

    await user.type(otp, '123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
  });

  it('says "Please enter the OTP" when the login button is pressed from the empty code field', async () => {
    const { user, otp } = await openLoginWithCodeSent();

    await user.click(otp);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();
    expect(screen.queryByText('OTP is required')).not.toBeInTheDocument();
  });

  it('says "OTP is required" only on leaving a code field that has been emptied', async () => {
    const { user, otp } = await openLoginWithCodeSent();

    await user.click(otp);
    await user.tab();
    expect(screen.queryByText('OTP is required')).not.toBeInTheDocument();

    await user.type(otp, '12');
    await user.clear(otp);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
  });

  it('fills the code field from a pasted six-digit code without submitting on a wide screen', async () => {
    const calls = stubAuthServer().callsTo;
    const { user, otp } = await openLoginWithCodeSent();

    await user.click(otp);
    await user.paste('654321');

    expect(otp).toHaveValue('654321');
    expect(calls('POST /api/auth/verify-otp')).toHaveLength(0);
  });

  it('shows the server message when the code is refused', async () => {
    stubAuthServer(jsonResponse(400, { detail: 'The code is wrong', error_type: 'otp_invalid' }));
    const { user, otp } = await openLoginWithCodeSent();

    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The code is wrong')).toBeInTheDocument();
  });

  it('says so when the server answers without tokens', async () => {
    stubAuthServer(jsonResponse(200, {}));
    const { user, otp } = await openLoginWithCodeSent();

    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed, no token received')).toBeInTheDocument();
  });

  it('stores the session, emits the login event and goes to the return address after a second', async () => {
    const { callsTo } = stubAuthServer();
    const onLogin = vi.fn();
    window.addEventListener('login', onLogin);
    rememberReturnPath('/me/credit?pack=5');
    const { user, otp, currentPath } = await openLoginWithCodeSent('Ada@Example.com ');

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(callsTo('POST /api/auth/verify-otp')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      scope: 'user',
    });
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'access-login',
      refreshToken: 'refresh-login',
    });
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe('/login');
    await waitFor(() => expect(currentPath()).toBe('/me/credit?pack=5'), { timeout: 2500 });
    window.removeEventListener('login', onLogin);
  });

  it.each([
    [true, 'Welcome to Irreplaceable, Ada! Your account is ready.'],
    [false, 'Welcome back, Ada.'],
  ])('greets a first sign-in (%s) as new and a later one as returning', async (isFirst, text) => {
    stubAuthServer(jsonResponse(200, { ...makeTokenPair('login'), is_first_sign_in: isFirst }));
    const { user, otp } = await openLoginWithCodeSent();

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
  });

  it("switches the interface to the account's preferred language on sign-in", async () => {
    const chinese = makeTokenPair('login', makeUser({ language: 'zh' }));
    stubAuthServer(jsonResponse(200, { ...chinese, is_first_sign_in: false }));
    const { user, otp } = await openLoginWithCodeSent();

    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('欢迎回来，Ada。')).toBeInTheDocument();
    expect(localStorage.getItem('userLanguage')).toBe('zh');
  });

  it('brings a visitor who logs in from the footer back to the page they were on', async () => {
    const { user, currentPath } = renderApp('/terms#terms');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Log in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentPath()).toBe('/terms#terms'), { timeout: 2500 });
  });

  it('on a narrow screen submits a pasted code and shows a short hint for a refused code', async () => {
    pretendNarrowScreen();
    const { callsTo } = stubAuthServer(jsonResponse(400, { detail: 'A long server message' }));
    const { user, otp } = await openLoginWithCodeSent();

    await user.click(otp);
    await user.paste('654321');

    expect(await screen.findByText('Please check your OTP code')).toBeInTheDocument();
    expect(callsTo('POST /api/auth/verify-otp')[0]?.body).toMatchObject({ otp: '654321' });
    expect(screen.queryByText('A long server message')).not.toBeInTheDocument();
  });

  it('on a narrow screen does not blame the code for a rate limit', async () => {
    pretendNarrowScreen();
    stubAuthServer(jsonResponse(429, { detail: 'Too many requests' }));
    const { user, otp } = await openLoginWithCodeSent();

    await user.click(otp);
    await user.paste('654321');

    expect(await screen.findByText('Please try again')).toBeInTheDocument();
    expect(screen.queryByText('Please check your OTP code')).not.toBeInTheDocument();
  });
});

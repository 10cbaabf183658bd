import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH } from '@irreplaceable/contracts/constants';
import { otpCodes, refreshTokens } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, latestCodeFor, signIn, uniqueEmail, uniqueIp } from '../../test/factories';

describe.each(databaseKinds)('sign-in by e-mailed code (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const requestCode = (email: string, ip = uniqueIp(), language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email },
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  const verify = (email: string, otp: string, scope?: 'admin') =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp, scope } });

  it('mails a 6-digit code, stores only its hash, and signs in with it', async () => {
    const email = uniqueEmail();
    const sent = await requestCode(email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'OTP sent successfully, check your email',
      resend_after: 60,
    });
    const otp = await latestCodeFor(t.app, email);
    expect(otp).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.codeHash).not.toContain(otp);

    const verified = await verify(email, otp);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({ email, is_admin: false, language: 'en' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(body.access_token),
    });
    expect(me.json().email).toBe(email);

    const reused = await verify(email, otp);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error_type).toBe('otp_expired');
  });

  it('writes the code mail and errors in Chinese for a Chinese request', async () => {
    const email = uniqueEmail();
    const sent = await requestCode(email, uniqueIp(), 'zh-CN,zh;q=0.9');
    expect(sent.json().message).toBe('验证码已发送，请查收邮件');
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
    expect(outbox[0]).toMatchObject({ to: email });
    expect(outbox[0].subject).toContain('验证码');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email: 'not-an-email' },
      headers: { 'accept-language': 'zh' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      detail: '请输入有效的邮箱地址',
      error_type: 'validation_error',
      fields: [{ path: 'email', message: '请输入有效的邮箱地址' }],
    });
  });

  it('refuses a second code within the cooldown and limits codes per address and per IP', async () => {
    const email = uniqueEmail();
    expect((await requestCode(email)).statusCode).toBe(200);
    const again = await requestCode(email);
    expect(again.statusCode).toBe(429);
    expect(again.json().error_type).toBe('otp_cooldown');

    const ip = uniqueIp();
    for (let i = 0; i < AUTH.otpPerIpPerHour; i += 1) {
      expect((await requestCode(uniqueEmail(), ip)).statusCode).toBe(200);
    }
    const limited = await requestCode(uniqueEmail(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_type).toBe('rate_limited');
  });

  it('allows five wrong guesses and then locks the code, even for the right one', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const otp = await latestCodeFor(t.app, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i < AUTH.otpMaxAttempts; i += 1) {
      const attempt = await verify(email, wrong);
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json().detail).toBe(
        `That code is not correct. ${AUTH.otpMaxAttempts - i} attempts left.`,
      );
    }
    expect((await verify(email, wrong)).json().error_type).toBe('otp_too_many_attempts');
    const locked = await verify(email, otp);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_type).toBe('otp_too_many_attempts');
  });

  it("tells an account's first sign-in from a later one", async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const verifyFrom = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { email, otp: await latestCodeFor(t.app, email) },
        remoteAddress: ip,
      });
    await requestCode(email, ip);
    const first = await verifyFrom();
    expect(first.json().is_first_sign_in).toBe(true);

    // The resend cooldown counts from the last code; move it into the past.
    await t.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - AUTH.otpResendCooldownMs - 1000) })
      .where(eq(otpCodes.email, email));
    await requestCode(email, ip);
    const second = await verifyFrom();
    expect(second.json().is_first_sign_in).toBe(false);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const otp = await latestCodeFor(t.app, email);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    const expired = await verify(email, otp);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_type).toBe('otp_expired');
  });

  it('lets only one of several simultaneous verifications use a code', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const otp = await latestCodeFor(t.app, email);
    const results = await Promise.all(Array.from({ length: 5 }, () => verify(email, otp)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('rejects malformed codes with a clear message', async () => {
    const response = await verify(uniqueEmail(), '12ab');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('OTP must be 6 digits');
  });

  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: token },
    });

  it('rotates refresh tokens and revokes the family when a used one comes back late', async () => {
    const first = await signIn(t.app);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);

    // Past the grace window, a used token coming back means it leaked.
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - AUTH.refreshReuseGraceMs - 1000) })
      .where(eq(refreshTokens.tokenHash, t.app.tokens.hash(first.refresh_token)));
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_type).toBe('invalid_refresh_token');
    // The replay revoked the whole family, including the token issued by the rotation.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('gives two tabs refreshing with one token at once a pair each, both of which keep working', async () => {
    const first = await signIn(t.app);
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(200);
    for (const pair of [a, b, late]) {
      expect((await refresh(pair.json().refresh_token)).statusCode).toBe(200);
    }
  });

  it('lets no just-rotated token back in once its family is logged out', async () => {
    const first = await signIn(t.app);
    const rotated = (await refresh(first.refresh_token)).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: rotated.refresh_token },
    });
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('logs out by revoking the refresh token', async () => {
    const tokens = await signIn(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses the admin sign-in to a user who is not an admin (making no account), and admits a seeded admin', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const refused = await verify(email, await latestCodeFor(t.app, email), 'admin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Unauthorized: User is not an admin',
      error_type: 'not_admin',
    });
    expect(await t.app.users.findByEmail(email)).toBeUndefined();

    const admin = await signIn(t.app, 'admin@example.com', 'admin');
    expect(admin.user.is_admin).toBe(true);
  });

  it('opens an admin session from an admin user session, apart from it, and for admins only', async () => {
    const openFor = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/admin-session',
        ...(token && { headers: bearer(token) }),
        remoteAddress: uniqueIp(),
      });
    expect((await openFor()).statusCode).toBe(401);
    const user = await signIn(t.app);
    const refused = await openFor(user.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_type).toBe('not_admin');

    const adminEmail = uniqueEmail('admin');
    await t.app.users.seedAdmins([adminEmail]);
    const admin = await signIn(t.app, adminEmail);
    const opened = await openFor(admin.access_token);
    expect(opened.statusCode).toBe(200);
    const session = opened.json();
    expect(session.user).toMatchObject({ email: adminEmail, is_admin: true });
    expect(session.refresh_token).not.toBe(admin.refresh_token);
    // Logging out of the site leaves the admin session working.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: admin.refresh_token },
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer('nonsense'),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error_type).toBe('unauthorized');
  });
});

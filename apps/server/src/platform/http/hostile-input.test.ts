import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/factories';
import { createArticle } from '../../test/news-fixtures';
import { searchAndWait } from '../../test/jobs-fixtures';

describe.each(databaseKinds)('hostile input (%s)', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let newsId: number;
  let jobId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '100000' } });
    adminToken = (await signIn(t.app, 'admin@example.com', 'admin')).access_token;
    newsId = (await createArticle(t.app, adminToken)).id;
    await searchAndWait(t.app, 'registered nurse');
    const board = await t.app.inject({ method: 'GET', url: '/api/jobs/?page=1' });
    jobId = board.json<{ items: { id: number }[] }>().items[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses a NUL anywhere with a translated 400, before anything is written', async () => {
    const user = await signIn(t.app);
    const withNul = await t.app.inject({
      method: 'POST',
      url: '/api/comments/',
      headers: { ...bearer(user.access_token), 'accept-language': 'zh-CN' },
      payload: { news_id: newsId, comment_text: 'hello\u0000world' },
    });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toEqual({
      error_type: 'control_characters',
      detail: '文本中含有无法保存的空字符（NUL），请删除后重试。',
    });
    // The refused comment started no cooldown: the next one goes through at once.
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/comments/',
      headers: bearer(user.access_token),
      payload: { news_id: newsId, comment_text: 'hello world' },
    });
    expect(clean.statusCode).toBe(200);

    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(user.access_token),
      payload: { job_title: 'nurse\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    for (const url of [
      '/api/v2/connection-status/%00',
      '/api/admin/news?search=%25%27%00',
      '/api/news/share-images/a%00b',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error_type: string }>().error_type, url).toBe('control_characters');
    }
  });

  it('refuses ids past the 32-bit columns as input, on public and signed-in routes', async () => {
    const user = await signIn(t.app);
    for (const [method, url] of [
      ['GET', '/api/jobs/2147483648'],
      ['GET', '/api/news/2147483648'],
      ['GET', '/api/comments/item/2147483648'],
      ['POST', '/api/news/2147483648/like'],
      ['PATCH', '/api/inbox/read/2147483648'],
      ['POST', '/api/cognitive-assessment/start/2147483648'],
      ['GET', '/api/admin/news/2147483648'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(user.access_token) });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).not.toBe(200);
    }
    const largest = await t.app.inject({ method: 'GET', url: '/api/jobs/2147483647' });
    expect(largest.statusCode).toBe(404);
    const real = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` });
    expect(real.statusCode).toBe(200);
  });

  it('treats a token signed with the real key for a non-UUID subject as no sign-in', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('not-a-uuid')
      .setIssuedAt()
      .setExpirationTime('5m')
      .setAudience('irreplaceable')
      .sign(new TextEncoder().encode('test-signing-secret-that-is-long-enough-000'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an over-long path parameter and a broken escape in its own shape and language', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${'1'.repeat(500)}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error_type: 'invalid_input', detail: '请求内容无效。' });
    const broken = await t.app.inject({ method: 'GET', url: '/api/news/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error_type: string }>().error_type).toBe('invalid_input');
  });
});

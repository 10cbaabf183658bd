import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/factories';

describe.each(databaseKinds)('profile (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const patch = (token: string, payload: unknown, language = 'en') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: payload as object,
      headers: { ...bearer(token), 'accept-language': language },
    });

  it('updates the username, job title and language', async () => {
    const { access_token } = await signIn(t.app);
    const response = await patch(access_token, {
      username: '  Li Wei ',
      job_title: 'Nurse',
      language: 'zh',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'Li Wei',
      job_title: 'Nurse',
      language: 'zh',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(access_token),
    });
    expect(me.json()).toMatchObject({ username: 'Li Wei', job_title: 'Nurse' });
  });

  it('refuses bad values with a translated message and changes nothing', async () => {
    const { access_token, user } = await signIn(t.app);
    const tooShort = await patch(access_token, { username: 'x' }, 'zh');
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().detail).toBe('用户名太短了。');
    const notAllowed = await patch(access_token, { is_admin: true });
    expect(notAllowed.statusCode).toBe(422);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(access_token),
    });
    expect(me.json()).toMatchObject({ username: user.username, is_admin: false });
  });
});

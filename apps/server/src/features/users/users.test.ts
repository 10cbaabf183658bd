import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/factories';
import { users } from '../../db/schema';

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

  it('keeps names unique by how they read, and the site and its staff unimpersonated', async () => {
    const first = await signIn(t.app);
    expect((await patch(first.access_token, { username: 'Mei Chen' })).statusCode).toBe(200);
    const second = await signIn(t.app);
    for (const name of ['mei chen', 'Mei_Chen', 'MEI-CHEN', 'Mei Chen']) {
      const taken = await patch(second.access_token, { username: name }, 'zh');
      expect(taken.statusCode, name).toBe(409);
      expect(taken.json().error_type).toBe('username_taken');
    }
    const reserved = await patch(second.access_token, { username: 'Admin' });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().error_type).toBe('username_reserved');
    // A Cyrillic М among Latin letters, or a hidden direction change, is refused outright.
    for (const name of ['Меi Chen', 'Mei\u202eChen']) {
      expect((await patch(second.access_token, { username: name })).statusCode, name).toBe(422);
    }
    // The holder may change the case of their own name.
    expect((await patch(first.access_token, { username: 'mei chen' })).statusCode).toBe(200);
  });

  it('gives two new accounts with the same address name two names', async () => {
    const a = await signIn(t.app, 'samename@a.example');
    const b = await signIn(t.app, 'samename@b.example');
    expect(a.user.username).toBe('samename');
    expect(b.user.username).toBe('samename-2');
    const staff = await signIn(t.app, 'support@c.example');
    expect(staff.user.username).toBe('support-2');
  });

  it('gives accounts made before names had keys a key, numbering a later look-alike', async () => {
    const [older] = await t.app.db
      .insert(users)
      .values({ email: 'legacy-1@example.com', username: 'Legacy Name' })
      .returning();
    const [newer] = await t.app.db
      .insert(users)
      .values({ email: 'legacy-2@example.com', username: 'legacy_name' })
      .returning();
    await t.app.users.backfillUsernameKeys();
    expect((await t.app.users.findById(older!.id))?.username).toBe('Legacy Name');
    expect((await t.app.users.findById(newer!.id))?.username).toBe('legacy_name-2');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListInboxResponse } from '@irreplaceable/contracts/inbox/list-inbox';
import type { TCreateCommentResponse } from '@irreplaceable/contracts/comments/create-comment';
import { commentCooldowns } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, uniqueIp } from '../../test/factories';
import { createArticle, signInAdmin, signInUser } from '../../test/news-fixtures';

type Reader = Awaited<ReturnType<typeof signInUser>>;

describe.each(databaseKinds)('the inbox (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let articleId: number;
  let owner: Reader;
  let writer: Reader;
  let stranger: Reader;
  const commentIds: number[] = [];

  const comment = async (reader: Reader, payload: object) => {
    await t.app.db.delete(commentCooldowns);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comments/',
      remoteAddress: uniqueIp(),
      headers: bearer(reader.token),
      payload: { news_id: articleId, ...payload },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TCreateCommentResponse>();
  };
  const call = (method: 'GET' | 'PATCH', url: string, token?: string, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    });
  const unread = async (reader: Reader) =>
    (await call('GET', '/api/inbox/unread-count', reader.token)).json<{ unread_count: number }>()
      .unread_count;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAdmin(t.app);
    articleId = (
      await createArticle(t.app, admin, { title_en: 'Inbox article', title_zh: '收件箱文章' })
    ).id;
    owner = await signInUser(t.app, 'owner');
    writer = await signInUser(t.app, 'writer');
    stranger = await signInUser(t.app, 'stranger');
    const root = await comment(owner, { comment_text: 'Owner speaks.' });
    for (let i = 0; i < 3; i += 1) {
      const reply = await comment(writer, {
        comment_text: `Reply ${i} to you.`,
        parent_comment_id: root.comment_id,
      });
      commentIds.push(reply.comment_id);
    }
  });
  afterAll(() => t.close());

  it('refuses visitors on every inbox route', async () => {
    for (const [method, url] of [
      ['GET', '/api/inbox/list'],
      ['PATCH', '/api/inbox/read/1'],
      ['PATCH', '/api/inbox/mark-all-read'],
      ['GET', '/api/inbox/unread-count'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('lists the user’s messages newest first, in pages, in their language', async () => {
    const first = (
      await call('GET', '/api/inbox/list?offset=0&limit=2', owner.token, 'zh')
    ).json<TListInboxResponse>();
    expect(first).toMatchObject({ total: 3, unread_count: 3, offset: 0, limit: 2, has_more: true });
    expect(first.items.map((m) => m.comment_id)).toEqual([commentIds[2], commentIds[1]]);
    expect(first.items[0]).toMatchObject({
      type: 'reply',
      news_title: '收件箱文章',
      comment_excerpt: 'Reply 2 to you.',
      actor: { id: writer.user.id, username: writer.user.username },
      read_at: null,
    });
    const second = (
      await call('GET', '/api/inbox/list?offset=2&limit=2', owner.token)
    ).json<TListInboxResponse>();
    expect(second.items.map((m) => m.comment_id)).toEqual([commentIds[0]]);
    expect(second.has_more).toBe(false);
    expect(
      (await call('GET', '/api/inbox/list', owner.token)).json<TListInboxResponse>().limit,
    ).toBe(20);
    expect(
      (await call('GET', '/api/inbox/list', stranger.token)).json<TListInboxResponse>(),
    ).toMatchObject({ total: 0, items: [] });
  });

  it('marks one message read, only for its owner', async () => {
    const { items } = (
      await call('GET', '/api/inbox/list', owner.token)
    ).json<TListInboxResponse>();
    const id = items[0]!.id;
    for (const other of [stranger, writer]) {
      expect((await call('PATCH', `/api/inbox/read/${id}`, other.token)).statusCode).toBe(404);
    }
    expect((await call('PATCH', `/api/inbox/read/${id}`, admin)).statusCode).toBe(404);
    expect(await unread(owner)).toBe(3);
    const marked = await call('PATCH', `/api/inbox/read/${id}`, owner.token);
    expect(marked.json()).toEqual({ id, is_read: true, unread_count: 2 });
    expect((await call('PATCH', `/api/inbox/read/${id}`, owner.token)).json()).toEqual({
      id,
      is_read: true,
      unread_count: 2,
    });
    expect((await call('PATCH', '/api/inbox/read/999999', owner.token)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/inbox/list', owner.token)).json<TListInboxResponse>();
    expect(listed.items.find((m) => m.id === id)).toMatchObject({ is_read: true });
    expect(listed.items.find((m) => m.id === id)?.read_at).not.toBeNull();
  });

  it('marks all read, and new messages count again', async () => {
    expect((await call('PATCH', '/api/inbox/mark-all-read', stranger.token)).json()).toEqual({
      updated: 0,
      unread_count: 0,
    });
    expect((await call('PATCH', '/api/inbox/mark-all-read', owner.token)).json()).toEqual({
      updated: 2,
      unread_count: 0,
    });
    expect(await unread(owner)).toBe(0);
    await comment(stranger, { comment_text: 'Hey @owner, look', mentioned_user_id: owner.user.id });
    expect(await unread(owner)).toBe(1);
  });
});

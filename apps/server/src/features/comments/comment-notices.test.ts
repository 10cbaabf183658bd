import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { comments, inboxMessages } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { createArticle, signInAdmin, signInUser } from '../../test/news-fixtures';
import { createCommentsRepository } from './repository';

describe.each(databaseKinds)('a comment and its notices (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('are stored together or not at all', async () => {
    const article = await createArticle(t.app, await signInAdmin(t.app));
    const writer = await signInUser(t.app, 'atomic');
    const repository = createCommentsRepository(t.app.db);
    const values = { newsId: article.id, userId: writer.user.id, text: 'Stored with its notice' };
    // A notice that cannot be written (its recipient does not exist) takes the comment with it.
    await expect(
      repository.insert(values, (commentId) => [
        {
          userId: '00000000-0000-4000-8000-000000000000',
          actorId: writer.user.id,
          type: 'reply',
          newsId: article.id,
          commentId,
        },
      ]),
    ).rejects.toThrow();
    expect(await t.app.db.select().from(comments).where(eq(comments.newsId, article.id))).toEqual(
      [],
    );
    const row = await repository.insert(values, () => []);
    expect(
      await t.app.db.select().from(inboxMessages).where(eq(inboxMessages.commentId, row.id)),
    ).toEqual([]);
  });
});

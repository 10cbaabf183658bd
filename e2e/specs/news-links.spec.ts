import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { codeFromOutbox, freshEmail } from '../support/outbox';
import { signInThroughPage } from '../support/sign-in';

/** A new account signed in through the API, for comments written off screen. */
async function apiReader(request: APIRequestContext, prefix: string) {
  const email = freshEmail(prefix);
  await request.post('/api/auth/request-otp', { data: { email } });
  const otp = await codeFromOutbox(request, email);
  const tokens = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  return ((await tokens.json()) as { access_token: string }).access_token;
}

async function postComment(
  request: APIRequestContext,
  token: string,
  payload: { news_id: number; comment_text: string; parent_comment_id?: number },
) {
  const response = await request.post('/api/comments/', {
    data: payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { comment_id: number }).comment_id;
}

const accessTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state: { accessToken: string } }).state
        .accessToken,
  );

test.describe('links to comments', () => {
  test('an inbox link to the sixth reply pins it, then shows it in its thread', async ({
    page,
    request,
  }) => {
    await signInThroughPage(page, { path: '/login' });
    await expect(page.getByText('Login successful')).toBeVisible();
    const token = await accessTokenOf(page);
    expect(token).toBeTruthy();

    const board = await request.get('/api/news/?page=1&page_size=1');
    const newsId = ((await board.json()) as { items: { id: number }[] }).items[0]!.id;
    const rootId = await postComment(request, token, {
      news_id: newsId,
      comment_text: 'Which jobs change first, in your experience?',
    });
    // Six readers answer; each waits out no cooldown since each is someone new.
    for (let index = 1; index <= 6; index += 1) {
      const reader = await apiReader(request, `replier${index}`);
      await postComment(request, reader, {
        news_id: newsId,
        comment_text: `Answer number ${index}: the routine parts of mine went first.`,
        parent_comment_id: rootId,
      });
    }

    await page.goto('/me/inbox');
    await page
      .getByRole('button', { name: /replied to your comment/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${newsId}#comment-\\d+$`));

    const pinned = page.getByRole('region', { name: 'The comment you followed' });
    await expect(pinned.getByText('Answer number 6', { exact: false })).toBeVisible();
    await expect(pinned.getByText('Which jobs change first')).toBeVisible();

    await pinned.getByRole('button', { name: 'View in thread' }).click();
    await expect(pinned).toBeHidden();
    const inThread = page
      .getByRole('list', { name: 'Comments on this article' })
      .locator('[data-highlighted]');
    await expect(inThread).toContainText('Answer number 6');
    await expect(inThread).toBeInViewport();
  });
});

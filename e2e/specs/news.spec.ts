import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';
import { freshEmail } from '../support/outbox';

async function openFirstArticle(page: Page) {
  await page.goto('/news');
  const first = page.getByRole('article').first().getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/news\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('news and comments', () => {
  test('a visitor reads an article in both languages and is asked to log in to comment @mobile', async ({
    page,
  }) => {
    await openFirstArticle(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByText('Log in to join the conversation.')).toBeVisible();
    const englishTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishTitle ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Han}/u);
  });

  test('a signed-in reader comments, sees the cooldown, and a mentioned user gets an inbox message', async ({
    browser,
  }) => {
    // The first reader signs up so that the second can mention them.
    const firstContext = await browser.newContext();
    const first = await firstContext.newPage();
    const firstEmail = freshEmail('reader');
    await signInThroughPage(first, { path: '/login', email: firstEmail });
    await expect(first.getByText('Login successful')).toBeVisible();
    await openFirstArticle(first);
    const articleUrl = first.url();
    const composer = first.getByRole('textbox', { name: 'Write a comment' });
    await composer.fill('Interesting read: the task-level view makes sense to me.');
    await first.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(first.getByText('Your comment is posted.')).toBeVisible();
    await expect(first.getByRole('button', { name: /^Wait \d+ s$/ })).toBeVisible();
    await expect(composer).toBeDisabled();
    // The countdown survives a reload.
    await first.reload();
    await expect(first.getByRole('button', { name: /^Wait \d+ s$/ })).toBeVisible();

    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    await signInThroughPage(second, { path: '/login' });
    await expect(second.getByText('Login successful')).toBeVisible();
    await second.goto(articleUrl);
    const firstUsername = firstEmail.split('@')[0]!;
    await second
      .getByRole('button', { name: new RegExp(`^Reply to ${firstUsername.slice(0, 8)}`) })
      .first()
      .click();
    await second
      .getByRole('textbox', { name: /Write a reply to/ })
      .fill('Agreed, and the figures are sourced.');
    await second.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(second.getByText('Your reply is posted.')).toBeVisible();

    // The first reader's unread badge goes up and the inbox lists the reply.
    await first.goto('/');
    await first.getByRole('button', { name: 'Account menu' }).click();
    await expect(first.getByRole('menuitem', { name: 'Inbox, Unread messages: 1' })).toBeVisible();
    await first.goto('/me/inbox');
    await expect(first.getByText('Agreed, and the figures are sourced.')).toBeVisible();
    await firstContext.close();
    await secondContext.close();
  });
});

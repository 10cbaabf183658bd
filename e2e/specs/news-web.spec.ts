import { expect, test, type Browser } from '../support/test';
import { freshEmail } from '../support/outbox';
import { solidPng } from '../support/png';
import { signInThroughPage } from '../support/sign-in';

/** A new reader, signed in from the article's comment box and sent back to the article. */
async function signedInReader(browser: Browser, articlePath: string, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(articlePath);
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await signInThroughPage(page, { email: freshEmail(prefix) });
  await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
  const username = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('auth') ?? '{}') as {
          state: { user: { username: string } };
        }
      ).state.user.username,
  );
  return { page, context, username };
}

test.describe('the news pages', () => {
  test('a visitor searches the board, reads an article in both languages and comes back @mobile', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/news');
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('searchbox', { name: 'Search news' }).fill('Translators');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: 'Translators have been here before' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Translators have been here before' }),
    ).toBeVisible();
    // The body comes from the article's content page, after the summary.
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toBeVisible();

    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(
      page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '资讯' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u4e00-\u9fff]/);
    await expect(page.getByText('登录后即可参与讨论。')).toBeVisible();

    await page.getByRole('button', { name: '返回' }).first().click();
    await expect(page).toHaveURL(/\/news\?q=Translators&lang=zh$/);
    await expect(page.getByRole('searchbox', { name: '搜索资讯' })).toHaveValue('Translators');
    expect(problems.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  });

  test('a click on a name mentions that reader, whose badge goes up and whose inbox opens the comment', async ({
    page,
    browser,
  }) => {
    await page.goto('/news');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    // The board has a level-one heading too: wait for the article's address.
    await expect(page).toHaveURL(/\/news\/\d+(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const articlePath = new URL(page.url()).pathname;

    const ada = await signedInReader(browser, articlePath, 'ada');
    await ada.page
      .getByRole('textbox', { name: 'Write a comment' })
      .fill('Mapping my tasks first helped.');
    await ada.page.getByRole('button', { name: 'Post' }).click();
    await expect(ada.page.getByText('Your comment is posted.')).toBeVisible();

    const carol = await signedInReader(browser, articlePath, 'carol');
    const carolBox = carol.page.getByRole('textbox', { name: 'Write a comment' });
    await carolBox.fill('Nice. ');
    await carol.page
      .getByRole('button', { name: `Mention ${ada.username}` })
      .first()
      .click();
    await expect(carolBox).toHaveValue(`@${ada.username} Nice. `);
    await carolBox.pressSequentially('Which tool did you pick?');
    await carol.page.getByRole('button', { name: 'Post' }).click();
    await expect(carol.page.getByText('Your comment is posted.')).toBeVisible();
    await expect(carol.page.getByRole('button', { name: /^Wait 1[12]\d s$/ })).toBeDisabled();

    await ada.page.reload();
    await ada.page.getByRole('button', { name: 'Account menu' }).click();
    await expect(
      ada.page.getByRole('menuitem', { name: 'Inbox, Unread messages: 1' }),
    ).toBeVisible();
    await ada.page.getByRole('menuitem', { name: 'Inbox, Unread messages: 1' }).click();
    await ada.page
      .getByRole('button', { name: new RegExp(`${carol.username} mentioned you`) })
      .click();
    await expect(ada.page).toHaveURL(/#comment-\d+$/);
    await expect(ada.page.getByText('Which tool did you pick?')).toBeInViewport();
    await ada.page.getByRole('button', { name: 'Account menu' }).click();
    await expect(ada.page.getByRole('menuitem', { name: 'Inbox', exact: true })).toBeVisible();

    for (const reader of [ada, carol]) await reader.context.close();
  });

  test('a reader comments, the countdown survives a reload, and a reply raises their badge', async ({
    page,
    browser,
  }) => {
    await page.goto('/news');
    await page.getByRole('article').nth(1).getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+(\?|$)/);
    const articlePath = new URL(page.url()).pathname;

    const grace = await signedInReader(browser, articlePath, 'grace');
    const composer = grace.page.getByRole('textbox', { name: 'Write a comment' });
    await composer.fill('Interesting read: the task-level view makes sense to me.');
    await grace.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(grace.page.getByText('Your comment is posted.')).toBeVisible();
    await expect(grace.page.getByRole('button', { name: /^Wait \d+ s$/ })).toBeVisible();
    await expect(composer).toBeDisabled();
    await grace.page.reload();
    await expect(grace.page.getByRole('button', { name: /^Wait \d+ s$/ })).toBeVisible();
    await expect(composer).toBeDisabled();

    const alan = await signedInReader(browser, articlePath, 'alan');
    await alan.page
      .getByRole('button', { name: new RegExp(`^Reply to ${grace.username.slice(0, 8)}`) })
      .first()
      .click();
    await alan.page
      .getByRole('textbox', { name: /Write a reply to/ })
      .fill('Agreed, and the figures are sourced.');
    await alan.page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(alan.page.getByText('Your reply is posted.')).toBeVisible();

    await grace.page.goto('/');
    await grace.page.getByRole('button', { name: 'Account menu' }).click();
    await expect(
      grace.page.getByRole('menuitem', { name: 'Inbox, Unread messages: 1' }),
    ).toBeVisible();
    await grace.page.goto('/me/inbox');
    await expect(grace.page.getByText('Agreed, and the figures are sourced.')).toBeVisible();
    for (const reader of [grace, alan]) await reader.context.close();
  });

  test('an admin writes an article with a picture in both languages and publishes it', async ({
    page,
  }) => {
    const stamp = Date.now();
    const titleEn = `Night nurses and the rota robot ${stamp}`;
    const titleZh = `夜班护士与排班机器人 ${stamp}`;

    await page.goto('/admin/news/new');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInThroughPage(page, { email: 'admin@example.com' });
    await expect(page).toHaveURL(/\/admin\/news\/new$/);

    await page.getByRole('textbox', { name: 'Title' }).fill(titleEn);
    await page
      .getByRole('textbox', { name: /^Summary/ })
      .fill('A scheduling tool took the spreadsheet, not the judgement.');
    await page.getByRole('textbox', { name: 'Content in English' }).click();
    await page.keyboard.type('The rota used to take a whole afternoon.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Now it takes ten minutes, and the nurses decide the hard cases.');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a picture' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'rota.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 63, [11, 118, 107]),
    });
    await page.getByRole('textbox', { name: 'Caption (English)' }).fill('A calm ward at night');
    await page.getByRole('textbox', { name: 'Caption (中文)' }).fill('夜晚安静的病房');
    await page.getByRole('button', { name: 'Insert this picture in the English text' }).click();

    await page.getByRole('tab', { name: /中文/ }).click();
    const chinese = page.getByRole('tabpanel', { name: /中文/ });
    await chinese.getByRole('textbox', { name: 'Title' }).fill(titleZh);
    await chinese
      .getByRole('textbox', { name: /^Summary/ })
      .fill('排班工具接手了表格，判断仍然属于护士。');
    await chinese.getByRole('textbox', { name: 'Content in 中文' }).click();
    await page.keyboard.type('排班过去要花一整个下午，现在十分钟就够了。');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('business');
    await page.getByRole('textbox', { name: 'Tags (English)' }).fill('Healthcare');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Tags (中文)' }).fill('医疗');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: the article is on the news board.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);

    await page.goto('/news');
    const card = page.getByRole('article', { name: titleEn });
    await expect(card).toBeVisible();
    await expect(card.getByText('Business')).toBeVisible();
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest news' });
    await expect(latest.getByRole('link', { name: new RegExp(titleEn) })).toBeVisible();
    await latest.getByRole('link', { name: new RegExp(titleEn) }).click();

    await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
    await expect(
      page.getByText('Now it takes ten minutes, and the nurses decide the hard cases.'),
    ).toBeVisible();
    const picture = page
      .getByRole('article')
      .getByRole('img', { name: 'A calm ward at night' })
      .first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Healthcare');

    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('heading', { level: 1, name: titleZh })).toBeVisible();
    await expect(page.getByText('排班过去要花一整个下午，现在十分钟就够了。')).toBeVisible();
    await expect(page.getByRole('list', { name: '标签' })).toContainText('医疗');
  });
});

import { expect, test, type APIRequestContext, type Page } from '../support/test';

/** What React says when the browser's first render differs from the server's HTML. */
const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered|recoverable|Minified React error #(418|419|421|422|423|425)/i;

/** Every error and warning the page logs, and every error it throws. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The first demo job and the first article, found through the API. */
async function demoIds(request: APIRequestContext) {
  const jobs = (await (await request.get('/api/jobs/')).json()) as { items: { id: number }[] };
  const news = (await (await request.get('/api/news/')).json()) as { items: { id: number }[] };
  return { job: jobs.items[0]!.id, article: news.items[0]!.id };
}

test.describe('public pages rendered on the server', () => {
  for (const language of ['en', 'zh'] as const) {
    test(`hydrate in ${language} without a mismatch @mobile`, async ({ page, request }) => {
      const ids = await demoIds(request);
      const problems = watchConsole(page);
      const paths = [
        '/',
        '/jobs',
        `/jobs/${ids.job}`,
        '/news',
        `/news/${ids.article}`,
        '/about',
        '/methodology',
        '/terms',
      ];
      for (const path of paths) {
        const address = language === 'zh' ? `${path}?lang=zh` : path;
        await page.goto(address);
        // Drawn by the server, in the address's language.
        await expect(page.locator('#server-state')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          language === 'zh' ? 'zh-CN' : 'en',
        );
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Live: hydration is done, and any mismatch has been reported by now.
        await expect(page.locator('html[data-ready]')).toBeAttached();
        await expect(page).toHaveURL(new RegExp(`${address.replace(/[?]/g, '\\?')}$`));
      }
      expect(problems.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
      expect(problems.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    });
  }

  test('a reader who chose Chinese is taken to the Chinese address of a page @mobile', async ({
    page,
    request,
  }) => {
    const ids = await demoIds(request);
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('userLanguage', 'zh'));
    await page.goto(`/jobs/${ids.job}`);
    await expect(page).toHaveURL(new RegExp(`/jobs/${ids.job}\\?lang=zh$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();

    // The header's switch moves between the page's two addresses.
    await page.goto('/news?lang=zh');
    await page.getByRole('group', { name: '语言' }).getByText('EN').click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page).toHaveURL(/\/news\?lang=zh$/);
    expect(problems.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
  });
});

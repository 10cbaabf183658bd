import { expect, test, type Page, patience } from '../support/test';
import { signInThroughPage } from '../support/sign-in';

/**
 * Server-drawn pages paint before their code runs, and on a slow phone a person acts in that
 * time. Here the app's scripts are held back until the spec lets them through: what the person
 * did before must still be carried out once the page is live.
 */

/** Holds back the app's scripts (those `only` picks, else every one) until `release()`. */
async function holdScripts(page: Page, only: (url: string) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (only(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

const isLive = (page: Page) => page.locator('html[data-ready]').count();

test.describe('before the page is live', () => {
  test('a home search sent before the code has loaded runs once the page is live', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Job title' });
    await box.fill('Software Engineer');
    await box.press('Enter');
    // The browser sent the form itself: the words are in the address, the page is not live yet.
    await page.waitForURL(/\/\?search=Software\+Engineer$/, { waitUntil: 'commit' });
    await expect(page.getByRole('searchbox', { name: 'Job title' })).toBeVisible();
    expect(await isLive(page)).toBe(0);

    release();
    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Software Engineer' }).first(),
    ).toBeVisible({ timeout: patience(30_000) });
    // The search was run once; the address is the home page's again.
    await expect(page).toHaveURL(/\/$/);
  });

  test('a news search sent before the code has loaded opens the board with that search', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/news', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search news' });
    await box.fill('Zebrafish');
    await box.press('Enter');
    await page.waitForURL(/\/news\?q=Zebrafish&/, { waitUntil: 'commit' });
    await expect(page.getByText('No articles found')).toBeVisible();

    release();
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: patience(30_000) });
    await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue('Zebrafish');
    await expect(page.getByText('No articles found')).toBeVisible();
  });

  test('a tap on "Am I fit for this job?" before the code has loaded opens the assessment', async ({
    page,
  }) => {
    await signInThroughPage(page, { path: '/login' });
    await expect(page).not.toHaveURL(/\/login/);
    const response = await page.request.get('/api/jobs/?page=1&page_size=1');
    const { items } = (await response.json()) as { items: { id: number }[] };
    const jobId = items[0]!.id;

    const release = await holdScripts(page);
    await page.goto(`/jobs/${jobId}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Am I fit for this job?' }).first();
    await button.click({ noWaitAfter: true });
    await page.waitForURL(/[?&]jobFit=open/, { waitUntil: 'commit' });
    expect(await isLive(page)).toBe(0);

    release();
    await expect(page.getByRole('dialog', { name: /Am I fit for this job\?/ })).toBeVisible({
      timeout: patience(30_000),
    });
    // The request is used once: a reload later does not open it again.
    await expect(page).not.toHaveURL(/jobFit/);
  });

  test('a tap on the menu while only the starter has loaded opens it once the page is live @mobile', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu button shows below 768 px');
    // The small starter module runs; the app's own code is held back.
    const release = await holdScripts(page, (url) => !/\/assets\/boot-[^/]+\.js$/.test(url));
    await page.goto('/news', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await menu.click();
    expect(await isLive(page)).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: patience(30_000) });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }),
    ).toBeVisible();
  });

  for (const [language, query, dialogName, lang] of [
    ['en', 'Software Engineer', 'Your job search', ''],
    ['zh', '软件工程师', '职位搜索', '&lang=zh'],
  ] as const) {
    test(`/?search= opens the search (${language})`, async ({ page }) => {
      const address = `/?search=${encodeURIComponent(query)}${lang}`;
      const head = await page.request.get(address);
      expect(head.headers()['x-robots-tag']).toBe('noindex');
      expect(await head.text()).toContain('<meta name="robots" content="noindex" />');

      await page.goto(address);
      await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible({
        timeout: patience(30_000),
      });
      await expect(page).not.toHaveURL(/search=/);
    });
  }
});

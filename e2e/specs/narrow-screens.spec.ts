import { expect, test } from '../support/test';
import { signInThroughPage } from '../support/sign-in';

test.describe('on a phone', () => {
  test('the account tabs show the open page, the admin sections all fit, and headings wrap balanced @mobile', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the tab strip and chips scroll only on a phone');
    await page.goto('/login?lang=zh');
    await signInThroughPage(page, { language: 'zh' });
    await page.goto('/me/industry-analysis?lang=zh');
    const tabs = page.getByRole('navigation', { name: '我的账户' }).last();
    const active = tabs.locator('[aria-current="page"]');
    await expect(active).toHaveText('行业分析');
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = (await active.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= viewport.width;
      })
      .toBe(true);

    // Headings balance their lines; short texts avoid a lone last word or character.
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((element) => getComputedStyle(element).textWrap),
    ).toBe('balance');

    const adminContext = await browser.newContext({ viewport });
    const admin = await adminContext.newPage();
    await admin.goto('/admin/webhook-events');
    await signInThroughPage(admin, { email: 'admin@example.com' });
    await expect(admin).toHaveURL(/\/admin\/webhook-events$/);
    const chips = admin.getByRole('navigation', { name: 'Admin' }).last().getByRole('link');
    await expect(chips).toHaveCount(4);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await adminContext.close();
  });
});

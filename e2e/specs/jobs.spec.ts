import { expect, test, patience } from '../support/test';

test.describe('searching jobs, the board and the job page', () => {
  test('a new title is written live and opens in a new tab; searching it again is a full match @mobile', async ({
    page,
    context,
  }, testInfo) => {
    const title = testInfo.project.name === 'mobile' ? 'Farrier' : 'Horse Trainer';
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Job title' });
    await box.fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title).first()).toBeVisible();
    // The title asked for leads the list, above the similar jobs already analysed.
    await expect(dialog.getByRole('listitem').first()).toContainText(title);
    const open = dialog.getByRole('link', { name: `Open the analysis of ${title} in a new tab` });
    await expect(open).toBeVisible({ timeout: patience(30_000) });
    await expect(dialog.getByText('Ready').first()).toBeVisible();

    const [jobPage] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await jobPage.waitForLoadState();
    await expect(jobPage).toHaveURL(/\/jobs\/\d+$/);
    await expect(jobPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(jobPage.getByText('Written by: Built-in analyst').first()).toBeVisible();
    await expect(jobPage.getByRole('heading', { name: 'How we got this number' })).toBeVisible();
    await jobPage.close();

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await box.fill(`${title.toLowerCase()}s`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog.getByText('We have already analysed this job.')).toBeVisible();
  });

  test('nonsense, vague and offensive searches get the right dialog', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Job title' });
    const search = page.getByRole('button', { name: 'Search', exact: true });

    await box.fill('what is the weather tomorrow');
    await search.click();
    let dialog = page.getByRole('dialog', { name: "That doesn't look like a job" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await box.fill('manager');
    await search.click();
    dialog = page.getByRole('dialog', { name: 'Could you be more specific?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Did you mean')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await box.fill('fuck');
    await search.click();
    await expect(page.getByRole('dialog', { name: "We can't search for that" })).toBeVisible();
  });

  test('the board loads more jobs on scroll, filters by risk, and reloads in Chinese', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const cards = page.getByRole('link', { name: /^View details: / });
    await expect(cards).toHaveCount(10);
    await page.getByText('Updated', { exact: false }).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect(cards).toHaveCount(20);
    await page.mouse.wheel(0, 20_000);
    await expect(cards.nth(20)).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Filter by risk' }).getByText('High risk').click();
    await expect(page).toHaveURL(/filter=high/);
    // Only the filter chips name the lower bands once the cards are all high-risk (the folded
    // selector that names them too is for narrow screens, and hidden here).
    await expect(page.getByText('Low risk', { exact: true }).filter({ visible: true })).toHaveCount(
      1,
    );
    await expect(
      page.getByText('Medium risk', { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page.getByText('High risk', { exact: true }).nth(1)).toBeVisible();

    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('heading', { name: '职位看板' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^查看详情/ }).first()).toBeVisible();
  });
});

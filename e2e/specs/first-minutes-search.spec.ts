import { expect, test, type Page, patience } from '../support/test';

/**
 * Titles no demo page has and no other spec searches for, one set per project, since every
 * spec and both projects share one server.
 */
const NEW_TITLES = {
  desktop: { en: 'Court Reporter', zh: '调酒师', board: 'Glassblower', quick: 'Closed Captioner' },
  mobile: {
    en: 'Machine Learning Engineer',
    zh: '宠物美容师',
    board: 'Tattoo Artist',
    quick: 'Computer Vision Engineer',
  },
} as const;

function titlesFor(projectName: string) {
  return projectName === 'mobile' ? NEW_TITLES.mobile : NEW_TITLES.desktop;
}

async function useLanguage(page: Page, language: 'en' | 'zh') {
  await page.addInitScript((value) => localStorage.setItem('userLanguage', value), language);
}

async function searchFromHome(page: Page, query: string, labels = { box: 'Job title' }) {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: labels.box });
  await box.fill(query);
  await box.press('Enter');
}

test.describe('the first ten minutes: search and the job board', () => {
  test('an analysed job shows its title likeness apart from its AI rate, with no bar under it @mobile', async ({
    page,
  }) => {
    await searchFromHome(page, 'Software Engineer');

    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    const entry = dialog.getByRole('listitem').filter({ hasText: 'Software Engineer' }).first();
    await expect(entry).toContainText('Exact title match');
    await expect(entry).toContainText(/AI replacement rate \d+%/);
    await expect(entry).not.toContainText(/\d+% match/);
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  });

  test('a title written up for the first time is said to be new, not "similar jobs found" @mobile', async ({
    page,
  }, testInfo) => {
    const title = titlesFor(testInfo.project.name).en;
    await searchFromHome(page, title);

    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    await expect(
      dialog.getByText(`“${title}” was new to us: its page has just been written.`, {
        exact: false,
      }),
    ).toBeVisible({ timeout: patience(30_000) });
    await expect(dialog.getByText('We found similar jobs we have already analysed.')).toHaveCount(
      0,
    );

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await searchFromHome(page, title);
    await expect(dialog.getByText('We have already analysed this job.')).toBeVisible();
  });

  test('在中文界面里，新职位的说明同样如实', async ({ page }, testInfo) => {
    const title = titlesFor(testInfo.project.name).zh;
    await useLanguage(page, 'zh');
    await searchFromHome(page, title, { box: '职位名称' });

    const dialog = page.getByRole('dialog', { name: '职位搜索' });
    await expect(dialog.getByText(/是新职位，它的分析页面刚刚写好。/)).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(dialog.getByText('找到了我们分析过的相似职位。')).toHaveCount(0);
    const steps = dialog.getByRole('list', { name: /页面的撰写步骤/ });
    await expect(steps.getByRole('listitem').last()).toHaveText('页面已由内置分析师写好');
  });

  test('the steps the server reported stay readable after a quick generation, and the page opens in a new tab @mobile', async ({
    page,
    context,
  }, testInfo) => {
    // A title of its own: seniority and level words ("Intern") now lead to the same page.
    const title = titlesFor(testInfo.project.name).quick;
    await searchFromHome(page, title);

    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    const open = dialog.getByRole('link', { name: `Open the analysis of ${title} in a new tab` });
    await expect(open).toBeVisible({ timeout: patience(30_000) });
    const steps = dialog.getByRole('list', { name: `Steps of writing the page for ${title}` });
    await expect(steps.getByRole('listitem')).toHaveText([
      'Queued',
      'Picked up by the analyst',
      'Scoring the job from occupation research and writing the analysis',
      'Saving the job page',
      'Page written by the built-in analyst',
    ]);
    // Nothing is under way any more, and nothing pretends to be.
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(0);
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);

    await expect(open).toHaveAttribute('target', '_blank');
    const [jobPage] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await expect(jobPage).toHaveURL(/\/jobs\/\d+$/);
    await jobPage.close();
    await expect(steps).toBeVisible();
  });

  test('board cards carry no identical analyst badge; titles and categories read right', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Boss', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Analyst', { exact: true })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill('school');
    await expect(page.getByRole('article', { name: 'Preschool Teacher' })).toBeVisible();
    await expect(page.getByText('Pre School Teacher')).toHaveCount(0);

    await search.fill('Product Manager');
    const productManager = page.getByRole('article', { name: 'Product Manager' });
    await expect(productManager).toContainText('Business & Management');
    await expect(productManager).not.toContainText('Sales & Marketing');
  });

  test('职位看板：产品经理归在商业与管理', async ({ page }) => {
    await useLanguage(page, 'zh');
    await page.goto('/jobs?q=产品经理');
    const card = page.getByRole('article', { name: '产品经理' });
    await expect(card).toContainText('商业与管理');
    await expect(card).not.toContainText('销售与市场');
  });

  test('a board search with no result offers to have the title analysed @mobile', async ({
    page,
  }, testInfo) => {
    const title = titlesFor(testInfo.project.name).board;
    await page.goto('/jobs');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await expect(page.getByText('No jobs found')).toBeVisible();

    await page.getByRole('link', { name: `Analyse “${title}”` }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    await expect(
      dialog.getByRole('link', { name: new RegExp(`Open the analysis of ${title}`) }),
    ).toBeVisible({
      timeout: patience(30_000),
    });
  });

  test('the blank-query dialog has Try again, which hands the search box back @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Please enter a job title' });
    await expect(dialog.getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Job title' })).toBeFocused();
  });

  test('空搜索的对话框也有“重试”', async ({ page }) => {
    await useLanguage(page, 'zh');
    await page.goto('/');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '请输入职位名称' });
    await expect(dialog.getByRole('button', { name: '重试' })).toBeVisible();
  });

  test('the board search box strips what it does not keep before cutting at 30 characters', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.click();
    // Inserted at once, as a paste is: a length limit in the box itself would cut it first.
    await page.keyboard.insertText('***** ((Senior)) Software-Engineer!!! in Berlin');
    await expect(search).toHaveValue('Senior Software-Engineer in Be');
  });
});

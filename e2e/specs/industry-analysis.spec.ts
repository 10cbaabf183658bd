import { expect, test, type Page, patience } from '../support/test';
import { signInThroughPage } from '../support/sign-in';

const NURSE_CV = `王芳
注册护士 ｜ wangfang@example.com

工作经历
2017.07-至今  上海某某医院  心内科  注册护士
- 负责 12 张床位的护理评估、给药、静脉输液和病情观察
- 带教新入职护士，参与科室护理质量检查

教育背景
2013.09-2017.06  某某医科大学  护理学  本科

技能
护士执业资格证；熟练使用医院信息系统（HIS）、Excel
`;

/** Collects console errors (a CSP violation, a React warning) for the end of a test. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 400')) {
      problems.push(message.text());
    }
  });
  return problems;
}

test.describe('Industry analysis', () => {
  test('a visitor signs in, picks an industry from the suggestions with their job, and reads it in both languages', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page
      .getByRole('link', { name: /enter an industry/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page);
    await expect(page).toHaveURL(/\/me\/industry-analysis\/start$/);

    // A query that names no industry suggests nothing while typed, and says so when sent.
    const box = page.getByLabel('Which industry?');
    await box.fill('xqzvbn');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByText('Industries you could try:')).toBeHidden();
    await page.getByRole('button', { name: 'Analyse this industry' }).click();
    await expect(page.getByText('Industries you could try:')).toBeVisible();

    await box.fill('hospitals');
    await page.getByRole('option', { name: /^Hospitals/ }).click();
    await expect(page.getByText(/Chosen: Hospitals/)).toBeVisible();
    await page.getByText('My current job').click();
    await page.getByLabel('Your current job').fill('accountant');
    await page.getByRole('button', { name: 'Analyse this industry' }).click();

    await expect(page).toHaveURL(/\/me\/industry-analysis\/result\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hospitals' })).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(page.getByText('Written by Built-in analyst')).toBeVisible();
    await expect(page.getByText(/come from BLS’s full staffing of Hospitals/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who works in it' })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.locator('.recharts-scatter-symbol').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where you fit' })).toContainText(
      'From your job: “accountant”',
    );

    await page.getByRole('link', { name: 'Back to history' }).click();
    const list = page.getByRole('list', { name: 'Industry analyses' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Hospitals');
    await expect(list).toContainText('Completed');
    await expect(list).toContainText(/AI replacement rate \d+%/);

    // The same analysis reads in Chinese: the figures are kept, the words follow the reader.
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await page.getByRole('link', { name: '查看' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '医院' })).toBeVisible();
    await expect(page.getByText('英文名称：Hospitals')).toBeVisible();

    // Today's free analysis is used: the start page says so and offers the credit one.
    await page.goto('/me/industry-analysis/start');
    await expect(page.getByRole('radio', { name: /^免费/ })).toBeDisabled();

    expect(problems).toEqual([]);
  });

  test('@mobile in Chinese, a typed industry with the person’s own CV analysis costs one credit, once', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('userLanguage', 'zh'));
    await signInThroughPage(page, { path: '/login', language: 'zh' });
    await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();

    // A completed CV analysis to attach.
    await page.goto('/me/cv-analysis/start');
    await page.getByRole('tab', { name: '粘贴文字' }).click();
    await page.getByLabel('粘贴简历的文字内容').fill(NURSE_CV);
    await page.getByRole('button', { name: '分析我的简历' }).click();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: patience(30_000) });

    // One credit to pay with: today's gift.
    await page.goto('/me/credit');
    await page.getByRole('button', { name: '领取今日礼物' }).click();
    await expect(page.getByTestId('credit-total')).toHaveText('1');

    await page.goto('/me/industry-analysis/start');
    await page.getByLabel('想进入哪个行业？').fill('新能源汽车');
    await page.getByRole('option', { name: /^汽车制造/ }).click();
    await page.getByText('用我的简历分析').click();
    const cv = page.getByLabel('你的简历分析');
    await expect(cv.locator('option')).not.toHaveCount(1);
    await cv.selectOption({ index: 1 });
    await page.getByRole('radio', { name: /^1 积分/ }).check();
    await page.getByRole('button', { name: '分析这个行业' }).click();

    await expect(page).toHaveURL(/\/me\/industry-analysis\/result\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: '汽车制造' })).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(page.getByText('英文名称：Motor Vehicle Manufacturing')).toBeVisible();
    await expect(page.getByRole('region', { name: '你适合这个行业的哪些岗位' })).toContainText(
      '依据你的简历分析',
    );
    await expect(page.getByText(/^免费结果：/)).toHaveCount(0);

    await page.goto('/me/credit');
    await expect(page.getByTestId('credit-total')).toHaveText('0');
    // Nothing runs off the side of the screen.
    await page.goto('/me/industry-analysis/history');
    await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(problems).toEqual([]);
  });
});

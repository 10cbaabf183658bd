import { expect, test, type Page } from '../support/test';
import { codeFromOutbox, freshEmail } from '../support/outbox';
import { signInThroughPage } from '../support/sign-in';

/** The username a new account gets: the address's local part. */
const usernameOf = (email: string) => email.split('@')[0]!;

const inChinese = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('userLanguage', 'zh'));

test.describe('the first minutes: sign-in, the header, the profile, news and comments', () => {
  test('a first sign-in is welcomed as new, never "back" @mobile', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in or sign up');

    const email = await signInThroughPage(page);

    await expect(
      page.getByText(`Welcome to Irreplaceable, ${usernameOf(email)}! Your account is ready.`),
    ).toBeVisible();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText(/welcome back/i)).toHaveCount(0);
  });

  test('a first sign-in in Chinese is welcomed as new too', async ({ page }) => {
    await inChinese(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录或注册');

    const email = await signInThroughPage(page, { language: 'zh' });

    await expect(
      page.getByText(`欢迎加入不可替代，${usernameOf(email)}！你的账户已经建好。`),
    ).toBeVisible();
    await expect(page.getByText('欢迎回来')).toHaveCount(0);
  });

  test('an admin goes from the user menu into the admin area without a second code', async ({
    page,
  }) => {
    await signInThroughPage(page, { email: 'admin@example.com', path: '/login' });
    // Signing in ends on the profile; open the menu once that navigation has settled.
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin area' }).click();

    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('button', { name: 'Continue to the admin area' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a user who is not an admin has no admin item in the menu', async ({ page }) => {
    await signInThroughPage(page, { path: '/login' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin area' })).toHaveCount(0);
  });

  test('the header switch and the profile language change each other and the account @mobile', async ({
    page,
  }) => {
    await page.goto('/me/profile');
    await signInThroughPage(page);
    await expect(page).toHaveURL(/\/me\/profile$/);
    const languages = page.getByRole('group', { name: 'Language' });
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

    // The header's switch: the interface, the profile form and the account all follow.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/me') && response.request().method() === 'PATCH',
    );
    await languages.getByText('简').click();
    await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();
    expect((await (await saved).json()).language).toBe('zh');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '我的资料' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();

    // The profile: saving English switches the header back.
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'EN' }),
    ).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('en');
  });

  test('a visitor switches language without an account @mobile', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/资讯/);
    expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('zh');
  });

  test('news in Chinese: a Chinese byline and no row of zeros on the board, home and article @mobile', async ({
    page,
  }) => {
    await inChinese(page);
    const zeroCount = /(^|\D)0 (次阅读|个赞|条评论)/;

    // A seeded article: other specs publish their own, which may come first on the board.
    const seeded = '给感觉落后的职场中年人的一份学习计划';
    await page.goto('/news');
    const cards = page.getByRole('article');
    const card = cards.filter({ hasText: seeded });
    await expect(card).toBeVisible();
    await expect(card.getByText('不可替代编辑部')).toBeVisible();
    await expect(page.getByText('Irreplaceable Editorial')).toHaveCount(0);
    await expect(cards.getByText(zeroCount)).toHaveCount(0);
    await expect(cards.getByText('0', { exact: true })).toHaveCount(0);

    await page.goto('/');
    const latest = page.getByRole('region', { name: '最新资讯' });
    await expect(latest.getByRole('link').first()).toBeVisible();
    await expect(latest.getByText(zeroCount)).toHaveCount(0);

    await page.goto('/news');
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+/);
    const main = page.getByRole('main');
    // The address changes before the board gives way to the article: wait for the article's own title.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(seeded);
    await expect(main.getByText('不可替代编辑部')).toBeVisible();
    await expect(main.getByText(zeroCount)).toHaveCount(0);
    await expect(main.getByRole('link', { name: /登录后为这篇文章点赞/ })).not.toHaveText('0');
  });

  test('an empty code asks "Please enter the OTP" when Log in is pressed from the code field @mobile', async ({
    page,
  }) => {
    const email = freshEmail();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = page.getByRole('textbox', { name: 'Verification code', exact: true });
    await expect(code).toBeFocused();

    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Please enter the OTP')).toBeVisible();
    await expect(page.getByText('OTP is required')).toHaveCount(0);

    // The code still works afterwards.
    await code.fill(await codeFromOutbox(page.request, email));
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
  });

  test('an empty code in Chinese, submitted with Enter from the field', async ({ page }) => {
    await inChinese(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: '邮箱' }).fill(freshEmail());
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = page.getByRole('textbox', { name: '验证码', exact: true });
    await expect(code).toBeFocused();

    await code.press('Enter');
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await expect(page.getByText('请填写验证码')).toHaveCount(0);
  });

  test('typing your own @name into a comment is refused, in both languages', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+/);
    const articlePath = new URL(page.url()).pathname;
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    const email = await signInThroughPage(page);
    await expect(page).toHaveURL(new RegExp(`${articlePath}(\\?|$)`));

    const box = page.getByRole('textbox', { name: 'Write a comment' });
    const text = `I agree with @${usernameOf(email)} here`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('You cannot mention yourself.')).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();

    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await page.getByRole('textbox', { name: '写评论' }).fill(text);
    await page.getByRole('button', { name: '发表', exact: true }).click();
    await expect(page.getByText('不能提及你自己。')).toBeVisible();
  });
});

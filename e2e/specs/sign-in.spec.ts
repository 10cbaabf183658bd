import { expect, test } from '../support/test';
import { signInThroughPage } from '../support/sign-in';
import { codeFromOutbox, freshEmail } from '../support/outbox';

test.describe('signing in, the profile and signing out', () => {
  test('a visitor signs in with the mailed code, edits the profile and logs out @mobile', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    // A login-required page sends the visitor to log in and back again afterwards.
    await page.goto('/me/profile');
    await expect(page).toHaveURL(/\/login$/);
    const email = await signInThroughPage(page);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/me\/profile$/);
    await expect(page.getByText(email)).toBeVisible();

    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('x');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Username must be at least 2 characters')).toBeVisible();

    // Names are unique across accounts, and every run and project signs up a new one.
    const name = `Ada Lovelace ${Math.floor(Math.random() * 1e6)}`;
    await username.fill(name);
    await page.getByRole('textbox', { name: 'Current job title' }).fill('Data analyst');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(name);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/me/profile');
    await expect(page).toHaveURL(/\/login$/);

    expect(problems.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  });

  test('the whole flow works in Chinese', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('heading', { name: '登录或注册' })).toBeVisible();
    await signInThroughPage(page, { language: 'zh' });
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/me(\/profile)?$/);
    await page
      .getByRole('textbox', { name: '用户名' })
      .fill(`李雷${Math.floor(Math.random() * 1e6)}`);
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('资料已保存')).toBeVisible();
    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
  });

  test('a wrong code gets a clear message and the right one still works', async ({ page }) => {
    const email = freshEmail();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = await codeFromOutbox(page.request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(wrong);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('That code is not correct. 4 attempts left.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
  });

  test('a user who is not an admin is refused at the admin login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    const email = freshEmail();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByRole('textbox', { name: 'Verification code', exact: true })
      .fill(await codeFromOutbox(page.request, email));
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Unauthorized: User is not an admin')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an expired access token is refreshed exactly once and the page still loads', async ({
    page,
  }) => {
    await signInThroughPage(page, { path: '/login' });
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/me/);

    // Spoil the stored access token as if it had expired; the refresh token stays valid. It is
    // done as the next page starts, before the app runs: the page still open could otherwise
    // write its in-memory session back over the spoiled one.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('token-spoiled')) return;
      sessionStorage.setItem('token-spoiled', '1');
      for (const key of Object.keys(localStorage)) {
        const value = localStorage.getItem(key) ?? '';
        if (value.includes('access')) {
          localStorage.setItem(
            key,
            value.replace(/("access_?[tT]oken":")[^"]+/, '$1expired.token.value'),
          );
        }
      }
    });
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh-token')) refreshes += 1;
    });
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refresh-token'),
    );
    await page.goto('/me/profile');
    expect((await refreshed).ok()).toBe(true);
    await expect(page.getByRole('textbox', { name: 'Username' })).not.toHaveValue('');
    await page.waitForLoadState('networkidle');
    expect(refreshes).toBe(1);
  });
});

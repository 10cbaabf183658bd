import { expect, type Page } from '@playwright/test';
import { codeFromOutbox, freshEmail } from './outbox';

const TEXT = {
  en: { email: 'Email', getCode: 'Get code', code: 'Verification code', submit: 'Log in' },
  zh: { email: '邮箱', getCode: '获取验证码', code: '验证码', submit: '登录' },
} as const;

/** Signs in through the login page with the code from the development outbox. */
export async function signInThroughPage(
  page: Page,
  options: { email?: string; language?: 'en' | 'zh'; path?: string } = {},
): Promise<string> {
  const email = options.email ?? freshEmail();
  const text = TEXT[options.language ?? 'en'];
  if (options.path !== undefined) await page.goto(options.path);
  await page.getByRole('textbox', { name: text.email }).fill(email);
  await page.getByRole('button', { name: text.getCode }).click();
  const code = await codeFromOutbox(page.request, email);
  await page.getByRole('textbox', { name: text.code, exact: true }).fill(code);
  const verified = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/verify-otp'),
  );
  await page.getByRole('main').getByRole('button', { name: text.submit, exact: true }).click();
  // A refused check fails here with the server's own answer, not later as a missing menu.
  const response = await verified;
  expect(response.ok(), `code check: ${response.status()} ${await response.text()}`).toBe(true);
  return email;
}

export async function expectSignedIn(page: Page, accountMenuName = 'Account menu') {
  await expect(page.getByRole('button', { name: accountMenuName })).toBeVisible();
}

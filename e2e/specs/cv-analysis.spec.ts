import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, patience } from '../support/test';
import {
  encryptedPdf,
  scannedPdf,
  truncatedPdf,
  zipBombDocx,
} from '../../apps/server/src/test/bad-documents';
import { expectSignedIn, signInThroughPage } from '../support/sign-in';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'apps/server/src/test/fixtures/cv');
const CHINESE_CV = fs.readFileSync(
  path.join(ROOT, 'packages/analyst/eval/cvs/zh/zh-09-icu-nurse.txt'),
  'utf8',
);

/** Collects console errors (a CSP violation, a React warning) for the end of a test. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

async function uploadAndStart(page: Page, file: string | { name: string; buffer: Buffer }) {
  const files =
    typeof file === 'string'
      ? path.join(FIXTURES, file)
      : { name: file.name, mimeType: 'application/octet-stream', buffer: file.buffer };
  await page.locator('input[type="file"]').setInputFiles(files);
  await page.getByRole('button', { name: 'Analyse my CV' }).click();
}

test.describe('CV analysis', () => {
  test('a visitor signs in, uploads a .docx for free and reads the roles that need them, in both languages', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page
      .getByRole('link', { name: /roles that need me/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page);
    await expect(page).toHaveURL(/\/me\/cv-analysis\/start$/);

    await uploadAndStart(page, 'backend-lead.docx');
    await expect(page).toHaveURL(/\/me\/cv-analysis\/result\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles that need you' })).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(page.getByText('Written by Built-in analyst')).toBeVisible();
    const current = page.getByRole('article', { name: 'Software Developers' });
    await expect(current.getByText('Your current role')).toBeVisible();
    // Evidence quotes the person's own lines.
    await expect(current.getByText(/“Staff Backend Engineer/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Fit against AI exposure' })).toBeVisible();
    await expect(page.locator('.recharts-scatter-symbol').first()).toBeVisible();
    // The language switch is hidden on the result page (spec 000 section 2).
    await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);

    // A first rating earns two free credits.
    await page.getByRole('radio', { name: '5 of 5' }).check();
    await page.getByLabel('What should we do better? (optional)').fill('Clear and useful');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(
      page.getByText('Thank you! 2 free credits were added to your balance.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to history' }).click();
    const list = page.getByRole('list', { name: 'CV analyses' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('backend-lead.docx');
    await expect(list).toContainText('Completed');
    await expect(list).toContainText('Best fit: Software Developers');
    await expect(list).toContainText(/Kept until/);

    // The same analysis reads in Chinese: the figures are kept, the words follow the reader.
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await page.getByRole('link', { name: '查看' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '需要你的职业' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: '软件开发工程师' }).getByText('你当前的职业'),
    ).toBeVisible();

    // Today's free analysis is used: the start page says so and offers the credit one.
    await page.goto('/me/cv-analysis/start');
    await expect(page.getByRole('radio', { name: /^免费/ })).toBeDisabled();
    await expect(page.getByText(/今天已用过/)).toBeVisible();

    expect(problems).toEqual([]);
  });

  test('a credit analysis of a PDF charges exactly one credit and keeps the file for its owner', async ({
    page,
  }) => {
    await signInThroughPage(page, { path: '/login' });
    await expectSignedIn(page);
    await page.goto('/me/credit');
    await page.getByRole('button', { name: 'Claim today’s gift' }).click();
    await expect(
      page.getByRole('region', { name: 'Your balance' }).getByTestId('credit-total'),
    ).toHaveText('1');

    await page.goto('/me/cv-analysis/start');
    await page.getByRole('radio', { name: /^1 credit/ }).check();
    await expect(page.getByText('Your balance: 1 credit.')).toBeVisible();
    await uploadAndStart(page, 'backend-lead.pdf');
    await expect(page.getByRole('article', { name: 'Software Developers' })).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(page.getByText('Your plan').first()).toBeVisible();
    await expect(page.getByText(/^Free result/)).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your file' }).click();
    expect((await download).suggestedFilename()).toBe('backend-lead.pdf');

    // Reading it again charges nothing more.
    await page.reload();
    await expect(page.getByRole('article', { name: 'Software Developers' })).toBeVisible();
    await page.goto('/me/credit');
    await expect(
      page.getByRole('region', { name: 'Your balance' }).getByTestId('credit-total'),
    ).toHaveText('0');
    const ledger = page.getByRole('list', { name: 'Credit history' }).getByRole('listitem');
    await expect(ledger).toHaveCount(2);
    await expect(ledger.filter({ hasText: 'CV analysis' })).toHaveCount(1);
    await expect(ledger.filter({ hasText: 'CV analysis' })).toContainText(/[−-]1/);
  });

  test('in Chinese, a pasted CV is read line by line on a phone @mobile', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('userLanguage', 'zh'));
    await signInThroughPage(page, { path: '/login', language: 'zh' });
    await expectSignedIn(page, '账户菜单');
    await page.goto('/me/cv-analysis/start');
    await page.getByRole('tab', { name: '粘贴文字' }).click();
    await page.getByLabel('粘贴简历的文字内容').fill(CHINESE_CV);
    await page.getByRole('button', { name: '分析我的简历' }).click();

    const current = page.getByRole('article', { name: '重症监护护士' });
    await expect(current).toBeVisible({ timeout: patience(30_000) });
    await expect(current.getByText('你当前的职业')).toBeVisible();
    await expect(current.getByText(/“职务：责任护士/)).toBeVisible();
    await expect(page.getByText(/邓慧敏|139-0000-8824|denghuimin@/)).toHaveCount(0);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(problems).toEqual([]);
  });

  test('every file it cannot read gets its own message, and nothing is charged or kept', async ({
    page,
  }) => {
    await signInThroughPage(page, { path: '/login' });
    await expectSignedIn(page);
    await page.goto('/me/cv-analysis/start');
    await expect(page.getByText('Drop your CV here, or click to choose')).toBeVisible();

    // A one-pixel PNG: a photo, not a CV, whatever its name says.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const cases: [string, Buffer, RegExp][] = [
      ['scan.pdf', await scannedPdf(), /no text layer/],
      ['locked.pdf', await encryptedPdf(), /protected with a password/],
      ['cut.pdf', await truncatedPdf(), /damaged or incomplete/],
      ['bomb.docx', await zipBombDocx(), /would take too much to open/],
      ['photo.pdf', png, /This file is a PNG image/],
      ['empty.txt', Buffer.alloc(0), /found no text to read/],
      [
        'pie.md',
        Buffer.from(
          '# Apple pie\n\n- 6 apples\n- sugar\n\n1. Heat the oven.\n2. Bake 45 minutes.\n',
        ),
        /does not look like a CV/,
      ],
    ];
    for (const [name, buffer, message] of cases) {
      await uploadAndStart(page, { name, buffer });
      await expect(page.getByRole('alert'), name).toContainText(message);
      await page.getByRole('button', { name: 'Remove' }).click();
    }

    // More than 10 MB never leaves the browser.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
    });
    await expect(page.getByRole('alert')).toContainText('it is larger than 10 MB');

    await page.goto('/me/cv-analysis/history');
    await expect(page.getByText('No CV analyses yet')).toBeVisible();
    await page.goto('/me/cv-analysis/start');
    await expect(page.getByRole('radio', { name: /^Free/ })).toBeEnabled();
  });
});

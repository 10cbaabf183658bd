import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, patience } from '../support/test';
import { scannedPdf } from '../../apps/server/src/test/bad-documents';
import { signInThroughPage } from '../support/sign-in';

/** Characters as the editor names them: each in its own left-to-right isolate. */
const isolated = (characters: string) =>
  characters
    .split(' ')
    .map((character) => `\u2066${character}\u2069`)
    .join(' ');

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/test/fixtures/cv',
);

/** Collects console errors (a CSP violation, a React warning) for the end of a test. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

async function signInToEditor(page: Page, language: 'en' | 'zh') {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('userLanguage', value), language);
  await signInThroughPage(page, { language, path: '/login' });
  await expect(
    page.getByRole('button', { name: language === 'zh' ? '账户菜单' : 'Account menu' }),
  ).toBeVisible();
  await page.goto('/me/cv-editor');
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillChineseCv(page: Page) {
  await field(page, '姓名').fill('林思喆');
  await field(page, '职位头衔').fill('高级产品经理');
  await page.getByRole('textbox', { name: '哪一项最符合你？' }).click();
  await page.getByRole('option', { name: '职场人士' }).click();
  await field(page, '职位').fill('产品经理');
  await field(page, '单位').fill('星河云科技有限公司');
  await field(page, '开始').first().fill('2021-03');
  await field(page, '工作要点，每行一条').fill(
    '主导“智能客服 2.0”改版，自助解决率从 41% 提升到 68%。\n用 SQL 和 Python 复盘，推动 12 项改进上线。',
  );
  await field(page, '学校').fill('复旦大学');
  await field(page, '学历').fill('硕士');
  await field(page, '技能').fill('数据分析（SQL、Python）');
  await field(page, '语言').fill('英语');
  await field(page, '水平').fill('流利');
}

/** A complete CV with `jobs` long jobs and `projects` long projects, as a JSON Resume file. */
function longCvFile(jobs: number, projects = 0) {
  const words = 'Led the regional operations team through a migration of every system. ';
  const summary = words.repeat(28).slice(0, 1_990);
  const highlights = Array.from({ length: 12 }, () => words.repeat(4).slice(0, 290));
  const cv = {
    basics: { name: 'Jordan Long', label: 'Operations Director', email: 'jordan@example.com' },
    work: Array.from({ length: jobs }, (_, i) => ({
      name: `Company ${i + 1}`,
      position: 'Operations Manager',
      startDate: '2001',
      summary,
      highlights,
    })),
    education: [{ institution: 'State University', studyType: 'BSc', area: 'Logistics' }],
    skills: [{ name: 'Planning' }],
    languages: [{ language: 'English', fluency: 'Native' }],
    projects: Array.from({ length: projects }, (_, i) => ({
      name: `Project ${i + 1}`,
      description: summary,
      highlights,
    })),
    meta: { irreplaceable: { user_type: 'experienced' } },
  };
  return {
    name: 'long-cv.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(cv)),
  };
}

test.describe('CV editor', () => {
  test('shows the page count as the CV grows, and names what to shorten past the page limit', async ({
    page,
  }) => {
    await signInToEditor(page, 'en');
    const importCv = async (file: ReturnType<typeof longCvFile>) => {
      await page.getByTestId('cv-import-json').setInputFiles(file);
      await page
        .getByRole('dialog', { name: 'Replace your CV with this one?' })
        .getByRole('button', { name: 'Replace my CV' })
        .click();
    };
    const download = page.getByRole('button', { name: 'Download PDF' });

    await importCv(longCvFile(2));
    await expect(page.getByText(/^\d pages? \(at most 10\)$/)).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(download).toBeEnabled();

    // Drawn past the limit: the count says so, the sections to shorten are named, no download.
    await importCv(longCvFile(9));
    await expect(page.getByText(/^1\d pages \(at most 10\)$/)).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Shorten Work experience' }),
    ).toBeVisible();
    await expect(download).toBeDisabled();

    // Far past it: refused from the words alone, with no drawing at all.
    await importCv(longCvFile(20, 20));
    await expect(page.getByText(/^At least \d+ pages \(at most 10\)$/)).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(page.getByText('No preview: the CV is longer than 10 pages.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Shorten Work experience, Projects' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /CV page/ })).toHaveCount(0);
    await expect(download).toBeDisabled();
  });
  test('a Chinese CV is written, survives a reload, exports as a PDF with copyable text, and comes back from its JSON file', async ({
    page,
  }) => {
    // The longest walk of the editor: after every change the page draws the Chinese PDF again
    // (Chinese fonts and all) on its own thread, so on a slowed CPU each step waits that long.
    test.setTimeout(patience(120_000));
    const problems = watchConsole(page);
    await signInToEditor(page, 'zh');
    await expect(page.getByRole('heading', { name: '简历编辑器', level: 1 })).toBeVisible();

    // Exporting an empty CV names what is missing, at each field.
    await page.getByRole('button', { name: '下载 PDF' }).click();
    await expect(page.getByText('请填写你希望应聘的职位头衔。')).toBeVisible();
    await expect(page.getByText('请至少添加一项技能。')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '还缺少 6 项必填内容' })).toBeVisible();

    await fillChineseCv(page);
    await expect(page.getByText('必填内容都已填写。')).toBeVisible();

    // Kept in this browser: a reload brings it all back.
    await page.reload();
    await expect(field(page, '姓名')).toHaveValue('林思喆');
    await expect(field(page, '单位')).toHaveValue('星河云科技有限公司');

    // Tailor it to a job page from the board: proposals, accepted one at a time.
    await page.getByRole('button', { name: '按职位定制' }).click();
    const tailor = page.getByRole('dialog', { name: '按职位定制简历' });
    await tailor.getByRole('list', { name: '职位页面' }).getByRole('button').first().click();
    await expect(tailor.getByText(/^目标职位：/)).toBeVisible();
    await expect(tailor.getByText('由内置分析师撰写', { exact: false })).toBeVisible();
    await expect(tailor.getByText('24 小时内还可定制 2 次')).toBeVisible();
    await tailor.getByRole('button', { name: '采用', exact: true }).first().click();
    await expect(tailor.getByText('已采用')).toBeVisible();
    await tailor
      .getByRole('button', { name: 'Close' })
      .or(tailor.locator('.mantine-Modal-close'))
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: '个人简介' })).toHaveValue(
      /^高级产品经理，希望应聘/,
    );

    // The preview is drawn here, from the same code as the export.
    await expect(page.locator('[data-testid="cv-preview-pages"] canvas').first()).toBeVisible({
      timeout: patience(30_000),
    });

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe('林思喆-classic.pdf');
    const pdf = fs.readFileSync((await pdfDownload.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    for (const words of [
      '林思喆',
      '高级产品经理',
      '星河云科技有限公司',
      '2021年3月 – 至今',
      'Python',
    ]) {
      expect(text).toContain(words);
    }

    // Export the JSON Resume, change the CV, then import the file back after reviewing it.
    await page.getByRole('button', { name: '导入与导出' }).click();
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: '导出 JSON Resume' }).click(),
    ]);
    const jsonPath = (await jsonDownload.path())!;
    const exported = JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as {
      basics: { label: string };
      meta: { irreplaceable: { user_type: string } };
    };
    expect(exported.basics.label).toBe('高级产品经理');
    expect(exported.meta.irreplaceable.user_type).toBe('experienced');

    await field(page, '姓名').fill('别人');
    await page.getByTestId('cv-import-json').setInputFiles(jsonPath);
    const review = page.getByRole('dialog', { name: '用这份简历替换当前简历？' });
    await expect(review.getByText('林思喆')).toBeVisible();
    await review.getByRole('button', { name: '替换当前简历' }).click();
    await expect(field(page, '姓名')).toHaveValue('林思喆');

    // Undo brings back what the import replaced.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect(field(page, '姓名')).toHaveValue('别人');

    // A file that is no CV is refused and changes nothing.
    await page.getByTestId('cv-import-json').setInputFiles({
      name: 'recipe.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"basics": {"label": 42}}'),
    });
    await expect(
      page.getByText(
        '无法读取这个 JSON Resume 文件：其中的“basics.label”字段不符合 JSON Resume 的格式要求。',
      ),
    ).toBeVisible();
    await expect(field(page, '姓名')).toHaveValue('别人');

    // Saving on the server takes a purchased credit: with none, the dialog says so and links to top up.
    await page.getByRole('button', { name: '在服务器保存一份' }).click();
    const save = page.getByRole('dialog', { name: '在服务器保存一份' });
    await expect(save.getByText('保存需要 1 个付费积分，免费积分不能用于保存。')).toBeVisible();
    await expect(save.getByRole('link', { name: '充值积分' })).toBeVisible();
    await expect(save.getByRole('button', { name: '花 1 个积分保存' })).toBeDisabled();
    await save.getByRole('button', { name: '取消' }).click();

    // Logging out clears the local CV.
    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('localCv'))).toBeNull();
    expect(problems).toEqual([]);
  });

  test('characters the PDF cannot draw are named before anything is drawn; emoji are drawn as text', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await signInToEditor(page, 'en');
    await field(page, 'Name').fill('Zoë שלום 👩‍💻');
    await field(page, 'Title').fill('Registered nurse');
    await page.getByRole('textbox', { name: 'Which describes you best?' }).click();
    await page.getByRole('option', { name: 'Experienced professional' }).click();
    await field(page, 'Position').fill('Staff nurse');
    await field(page, 'Employer').fill('Leeds General Infirmary');
    await field(page, 'School').fill('University of Leeds');
    await field(page, 'Skill').fill('Critical care 🫁');
    await field(page, 'Language').fill('English');

    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Some characters cannot go in the PDF' });
    await expect(
      refusal.getByText(`${isolated('ש ל ו ם')} (U+05E9 U+05DC U+05D5 U+05DD) in Name`),
    ).toBeVisible({
      timeout: patience(30_000),
    });
    await expect(refusal).not.toContainText('👩');
    await expect(
      page.getByText(`The PDF cannot draw ${isolated('ש ל ו ם')} in this field.`),
    ).toBeVisible();
    await expect(
      page.getByText('No preview while the CV holds characters the PDF cannot draw.'),
    ).toBeVisible();

    await field(page, 'Name').fill('Zoë 👩‍💻');
    await expect(refusal).toHaveCount(0);
    await expect(page.locator('[data-testid="cv-preview-pages"] canvas').first()).toBeVisible({
      timeout: patience(30_000),
    });
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = fs.readFileSync((await pdfDownload.path())!);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain('Zoë 👩‍💻');
    expect(text).toContain('Critical care 🫁');
    expect(problems).toEqual([]);
  });

  test('a Word CV is read into the fields, reviewed, and only then replaces the CV; a scan is refused', async ({
    page,
  }) => {
    await signInToEditor(page, 'en');
    await field(page, 'Title').fill('Placeholder title');
    await page.getByTestId('cv-import-file').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: await scannedPdf(),
    });
    await expect(page.getByText(/no text layer|scanned/i)).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue('Placeholder title');

    await page
      .getByTestId('cv-import-file')
      .setInputFiles(path.join(FIXTURES, 'backend-lead.docx'));
    const review = page.getByRole('dialog', { name: 'Replace your CV with this one?' });
    await expect(
      review.getByText('Read from your file by the built-in analyst', { exact: false }),
    ).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue('Placeholder title');
    await review.getByRole('button', { name: 'Replace my CV' }).click();
    await expect(field(page, 'Title')).not.toHaveValue('Placeholder title');
    await expect(field(page, 'Position').first()).not.toHaveValue('');
  });

  test('@mobile the preview has its own tab on a phone', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) > 800, 'the preview sits beside the form on a wide screen');
    await signInToEditor(page, 'en');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Registered nurse');
    await page.getByText('Preview', { exact: true }).click();
    await expect(page.locator('[data-testid="cv-preview-pages"] canvas').first()).toBeVisible({
      timeout: patience(30_000),
    });
    await page.getByText('Edit', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Registered nurse',
    );
  });
});

import { expect, test, type Locator, type Page, patience } from '../support/test';
import { signInThroughPage } from '../support/sign-in';

const TEXT = {
  en: {
    fitButton: 'Am I fit for this job?',
    modal: /Am I fit for this job\?/,
    start: 'Start analysis',
    quickAnswers: 'Quick answers',
    questionOf: (number: number, total: number) =>
      total === 3 ? `Question ${number} of 3` : `Question ${number} of ${total}`,
    summary: 'Written by: Built-in analyst',
    choices: 'Your choice',
    challengeOf: /^Challenge \d+ of \d+$/,
    submit: 'Submit',
    seeResults: 'See my results',
    whoYouAre: 'Who you are',
    whatYouNeed: 'What you need',
    scores: 'Your eight dimensions',
    standard: 'Standard',
    welcomeBack: "Welcome back! We're picking up at phase 2.",
  },
  zh: {
    fitButton: '我适合这份工作吗？',
    modal: /我适合这份工作吗？/,
    start: '开始分析',
    quickAnswers: '快捷回答',
    questionOf: (number: number, total: number) => `第 ${number}/${total} 题`,
    summary: '撰写：内置分析师',
    choices: '你的选择',
    challengeOf: /^挑战 \d+\/\d+$/,
    submit: '提交',
    seeResults: '查看我的结果',
    whoYouAre: '你是怎样的人',
    whatYouNeed: '你需要什么',
    scores: '你的八个维度',
    standard: '标准',
    welcomeBack: '欢迎回来！我们从第 2 阶段继续。',
  },
} as const;

type TLanguage = keyof typeof TEXT;

/** A seeded job page, opened by a signed-in user in the given language. */
async function openJobSignedIn(page: Page, language: TLanguage) {
  await page.goto('/');
  if (language === 'zh') {
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('link', { name: '资讯' }).first()).toBeVisible();
  }
  await signInThroughPage(page, { path: '/login', language });
  await expect(page).not.toHaveURL(/\/login/);
  const response = await page.request.get('/api/jobs/?page=1&page_size=1');
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const job = items[0]!;
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return job;
}

async function openModal(page: Page, language: TLanguage): Promise<Locator> {
  const modal = page.getByRole('dialog', { name: TEXT[language].modal });
  // A tap before the page is live still counts: the button is a link asking for the assessment.
  await page.getByRole('button', { name: TEXT[language].fitButton }).first().click();
  await expect(modal).toBeVisible({ timeout: patience(20_000) });
  return modal;
}

/** Phase 1: three questions, each answered with its first quick answer. */
async function answerPhase1(modal: Locator, language: TLanguage) {
  for (let number = 1; number <= 3; number += 1) {
    await expect(modal.getByText(TEXT[language].questionOf(number, 3))).toBeVisible();
    await modal
      .getByRole('group', { name: TEXT[language].quickAnswers })
      .getByRole('button')
      .first()
      .click();
  }
}

/** Phase 2: the free mode's five questions, from `from` on, each answered with its last option. */
async function answerPhase2(modal: Locator, language: TLanguage, from = 1, to = 5) {
  for (let number = from; number <= to; number += 1) {
    const label = modal.getByText(TEXT[language].questionOf(number, 5), { exact: true });
    await expect(label).toBeVisible({ timeout: patience(15_000) });
    await modal
      .getByRole('group', { name: TEXT[language].questionOf(number, 5) })
      .getByRole('button')
      .last()
      .click();
  }
}

/** Phase 4: every challenge, answered with its first choice, until the results button shows. */
async function answerChallenges(modal: Locator, language: TLanguage) {
  const submit = modal.getByRole('button', { name: TEXT[language].submit });
  const results = modal.getByRole('button', { name: TEXT[language].seeResults });
  for (let round = 0; round < 6; round += 1) {
    await expect(submit.or(results)).toBeVisible({ timeout: patience(30_000) });
    if (await results.isVisible()) return;
    const label = (await modal.getByText(TEXT[language].challengeOf).textContent()) ?? '';
    await modal
      .getByRole('radiogroup', { name: TEXT[language].choices })
      .getByRole('radio')
      .first()
      .check();
    await submit.click();
    await expect(modal.getByText(label, { exact: true })).toBeHidden({ timeout: patience(30_000) });
  }
  await expect(results).toBeVisible();
}

/** The report, on its own page: "See my results" leads there. */
async function expectReport(page: Page, language: TLanguage) {
  await expect(page).toHaveURL(/\/me\/job-fit-analysis\/result\/[0-9a-f-]{36}$/, {
    timeout: patience(30_000),
  });
  const report = page.getByRole('main');
  await expect(report.getByRole('heading', { name: TEXT[language].whoYouAre })).toBeVisible({
    timeout: patience(30_000),
  });
  await expect(report.getByRole('heading', { name: TEXT[language].whatYouNeed })).toBeVisible();
  await expect(
    report.getByRole('list', { name: TEXT[language].scores }).getByRole('meter'),
  ).toHaveCount(8);
  await expect(report.getByText(TEXT[language].standard, { exact: true })).toBeVisible();
  await expect(report.getByText(TEXT[language].summary).last()).toBeVisible();
}

/** Start to report in one language: the three phase-1 questions, five choices, the summary, the challenges. */
async function completeAssessment(page: Page, language: TLanguage) {
  const modal = await openModal(page, language);
  await modal.getByRole('button', { name: TEXT[language].start }).click();
  await answerPhase1(modal, language);
  await answerPhase2(modal, language);
  await expect(modal.getByRole('log').getByText(TEXT[language].summary)).toBeVisible({
    timeout: patience(30_000),
  });
  await answerChallenges(modal, language);
  await modal.getByRole('button', { name: TEXT[language].seeResults }).click();
  await expectReport(page, language);
}

test.describe('the job-fit assessment', () => {
  test('a free assessment from a job page to the report, in English @mobile', async ({ page }) => {
    await openJobSignedIn(page, 'en');
    await completeAssessment(page, 'en');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a free assessment from a job page to the report, in Chinese', async ({ page }) => {
    await openJobSignedIn(page, 'zh');
    await completeAssessment(page, 'zh');
  });

  test('a reload in the middle of phase 2 resumes there; the result is in the history', async ({
    page,
  }) => {
    const job = await openJobSignedIn(page, 'en');
    const modal = await openModal(page, 'en');
    await modal.getByRole('button', { name: TEXT.en.start }).click();
    await answerPhase1(modal, 'en');
    await answerPhase2(modal, 'en', 1, 2);
    await expect(modal.getByText(TEXT.en.questionOf(3, 5), { exact: true })).toBeVisible();

    await page.reload();
    const resumed = await openModal(page, 'en');
    await expect(resumed.getByText(TEXT.en.welcomeBack)).toBeVisible();
    await expect(resumed.getByText(TEXT.en.questionOf(3, 5), { exact: true })).toBeVisible();
    // The conversation so far came back with it.
    await expect(resumed.getByRole('log').getByRole('paragraph').first()).toBeVisible();
    await answerPhase2(resumed, 'en', 3, 5);
    await answerChallenges(resumed, 'en');
    await resumed.getByRole('button', { name: TEXT.en.seeResults }).click();
    await expectReport(page, 'en');

    await page.goto('/me/job-fit-analysis/history');
    const row = page
      .getByRole('list', { name: 'Your job-fit analyses' })
      .getByRole('listitem')
      .filter({ hasText: job.title })
      .first();
    await expect(row.getByText('Completed')).toBeVisible();
    await expect(row.getByText(/^Fit \d+\/100$/)).toBeVisible();
    await row.getByRole('link', { name: 'View results' }).click();

    await expect(page).toHaveURL(/\/me\/job-fit-analysis\/result\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your job-fit report' }),
    ).toBeVisible();
    await expect(page.getByRole('meter')).toHaveCount(8);
  });

  test('a credit assessment with another analyst charges the daily gift exactly once', async ({
    page,
  }) => {
    await openJobSignedIn(page, 'en');
    await page.goto('/me/credit');
    await page.getByRole('button', { name: 'Claim today’s gift' }).click();
    const total = page.getByRole('region', { name: 'Your balance' }).getByTestId('credit-total');
    await expect(total).toHaveText('1');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const modal = await openModal(page, 'en');
    await modal.getByRole('radiogroup', { name: 'Mode' }).getByText('Credit').click();
    await expect(modal.getByText('Your balance: 1 credit')).toBeVisible();
    await modal.getByRole('radio', { name: /Mr\. Ape/ }).click();
    await expect(modal.getByRole('radio', { name: /Mr\. Ape/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await modal.getByRole('button', { name: TEXT.en.start }).click();
    await expect(modal.getByText(TEXT.en.questionOf(1, 3))).toBeVisible();
    await modal
      .getByRole('group', { name: TEXT.en.quickAnswers })
      .getByRole('button')
      .first()
      .click();
    await expect(modal.getByText(TEXT.en.questionOf(2, 3))).toBeVisible();

    await page.goto('/me/credit');
    await expect(total).toHaveText('0');
    const history = page.getByRole('list', { name: 'Credit history' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Job-fit analysis');
    await expect(history.first()).toContainText('−1');
  });
});

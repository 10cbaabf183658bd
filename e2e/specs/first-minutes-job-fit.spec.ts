import { expect, test, type Locator, type Page, patience } from '../support/test';
import { codeFromOutbox, freshEmail } from '../support/outbox';
import { signInThroughPage } from '../support/sign-in';

const FIT_BUTTON = 'Am I fit for this job?';
const ICU_ANSWER =
  'I have 6 years as an ICU nurse and I am good at spotting when a patient is about to crash before the monitors show it.';
const RESULT_PAGE = /\/me\/job-fit-analysis\/result\/[0-9a-f-]{36}$/;

type TJob = { id: number; title: string };

/** The seeded Registered Nurse page (the newcomer's example), by its English title. */
async function nurseJob(page: Page): Promise<TJob> {
  const response = await page.request.get('/api/jobs/?page=1&page_size=50');
  const { items } = (await response.json()) as { items: TJob[] };
  return items.find((item) => item.title === 'Registered Nurse') ?? items[0]!;
}

async function signInAndOpen(page: Page): Promise<{ job: TJob; modal: Locator }> {
  await signInThroughPage(page, { path: '/login' });
  await expect(page).not.toHaveURL(/\/login/);
  const job = await nurseJob(page);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: FIT_BUTTON }).first().click();
  const modal = page.getByRole('dialog', { name: /Am I fit for this job\?/ });
  await expect(modal).toBeVisible();
  return { job, modal };
}

/** Phase 1: the ICU answer typed, then the first quick answer twice. */
async function answerPhase1(modal: Locator) {
  await expect(modal.getByText('Question 1 of 3')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Your answer' }).fill(ICU_ANSWER);
  await modal.getByRole('button', { name: 'Send' }).click();
  for (const number of [2, 3]) {
    await expect(modal.getByText(`Question ${number} of 3`)).toBeVisible();
    await modal.getByRole('group', { name: 'Quick answers' }).getByRole('button').first().click();
  }
}

async function answerPhase2(modal: Locator) {
  for (let number = 1; number <= 5; number += 1) {
    const group = modal.getByRole('group', { name: `Question ${number} of 5` });
    await expect(group).toBeVisible({ timeout: patience(15_000) });
    await group.getByRole('button').last().click();
  }
}

/** Phase 4: every challenge answered with its first choice; the first one with a note too. */
async function answerChallenges(modal: Locator, note = '') {
  const submit = modal.getByRole('button', { name: 'Submit' });
  const results = modal.getByRole('button', { name: 'See my results' });
  for (let round = 0; round < 6; round += 1) {
    await expect(submit.or(results)).toBeVisible({ timeout: patience(30_000) });
    if (await results.isVisible()) return;
    const label = (await modal.getByText(/^Challenge \d+ of \d+$/).textContent()) ?? '';
    await modal.getByRole('radiogroup', { name: 'Your choice' }).getByRole('radio').first().check();
    if (round === 0 && note) await modal.getByRole('textbox').fill(note);
    await submit.click();
    await expect(modal.getByText(label, { exact: true })).toBeHidden({ timeout: patience(30_000) });
  }
  await expect(results).toBeVisible();
}

/** From the selection to the report page, in English. */
async function completeAssessment(page: Page, modal: Locator, note = '') {
  await modal.getByRole('button', { name: 'Start analysis' }).click();
  await answerPhase1(modal);
  await answerPhase2(modal);
  await answerChallenges(modal, note);
  await modal.getByRole('button', { name: 'See my results' }).click();
  await expect(page).toHaveURL(RESULT_PAGE, { timeout: patience(30_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Your job-fit report' })).toBeVisible();
}

test.describe('the first minutes of a job-fit assessment', () => {
  test('an English report read in Chinese is worded in Chinese; typed words stay as typed', async ({
    page,
  }) => {
    const { modal } = await signInAndOpen(page);
    await completeAssessment(page, modal);
    const reflection = page.getByRole('heading', { name: 'Who you are' }).locator('xpath=..');
    await expect(reflection).toContainText('I have 6 years as an ICU nurse');

    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await expect(page.getByRole('heading', { level: 1, name: '你的岗位契合度报告' })).toBeVisible();
    const inChinese = page.getByRole('heading', { name: '你是怎样的人' }).locator('xpath=..');
    await expect(inChinese).toContainText('说起注册护士');
    await expect(inChinese).toContainText('I have 6 years as an ICU nurse');
    const text = (await inChinese.innerText()).replaceAll(/I have 6 years as an ICU nurse/g, '');
    expect(text).not.toMatch(/\b(?:you|your|the|and|Registered)\b/);
    await expect(page.getByText(/Registered Nurse is a/)).toHaveCount(0);
  });

  test('the selection promises exactly the steps the assessment asks for', async ({ page }) => {
    const { modal } = await signInAndOpen(page);
    await expect(
      modal.getByText(
        /^11 steps with Boss: 3 questions about what draws you, 5 quick choices and 3 short scenarios/,
      ),
    ).toBeVisible();
    await expect(modal.getByText(/5 quick questions/)).toHaveCount(0);

    await modal.getByRole('button', { name: 'Start analysis' }).click();
    await answerPhase1(modal);
    await answerPhase2(modal);
    const answers = modal.getByRole('log').locator('[data-type="user"][data-kind="answer"]');
    await expect(answers).toHaveCount(8);
    await answerChallenges(modal);
    // The conversation shows its latest messages; the earlier ones come back on request.
    await modal.getByRole('button', { name: /^Show \d+ earlier messages?$/ }).click();
    await expect(answers).toHaveCount(11);
  });

  test('the follow-up listens: no experience asked twice, answers not repeated back, notes apart', async ({
    page,
  }) => {
    const { modal } = await signInAndOpen(page);
    await modal.getByRole('button', { name: 'Start analysis' }).click();
    await expect(modal.getByText('Question 1 of 3')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Your answer' }).fill(ICU_ANSWER);
    await modal.getByRole('button', { name: 'Send' }).click();

    const log = modal.getByRole('log');
    // The answer is acknowledged, not repeated back, and the experience it states is not asked again.
    const question2 = log.getByText(/not starting from zero/);
    await expect(question2).toBeVisible();
    await expect(question2).not.toContainText('ICU nurse');
    await expect(log.getByText(/How much hands-on experience/)).toHaveCount(0);
    await expect(log.getByText(/…/)).toHaveCount(0);

    const quick = modal.getByRole('group', { name: 'Quick answers' }).getByRole('button').first();
    const picked = (await quick.textContent()) ?? '';
    await quick.click();
    await expect(modal.getByText('Question 3 of 3')).toBeVisible();
    await expect(log.getByText(`"${picked}"`)).toHaveCount(0);
    await modal.getByRole('group', { name: 'Quick answers' }).getByRole('button').first().click();

    await answerPhase2(modal);
    await answerChallenges(modal, 'I would call the charge nurse first.');
    const note = log.getByText('I would call the charge nurse first.', { exact: true });
    await expect(note).toBeVisible();
    await expect(note.locator('xpath=preceding-sibling::*[1]')).toHaveText('You added');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the challenge's scenario and the history stay readable at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { modal } = await signInAndOpen(page);
      await modal.getByRole('button', { name: 'Start analysis' }).click();
      await answerPhase1(modal);
      await answerPhase2(modal);
      await expect(modal.getByText(/^Challenge 1 of \d+$/)).toBeVisible({
        timeout: patience(30_000),
      });

      const log = modal.getByRole('log');
      const scenario = log.getByText('When the tool takes over', { exact: true });
      await expect(scenario).toBeInViewport();
      // The whole scenario can be read: its first and last lines are in view together.
      const bubble = log.locator('[data-kind="challenge"]').last();
      await expect
        .poll(async () => {
          const [box, view] = await Promise.all([
            bubble.boundingBox(),
            viewport.width > 600 ? log.boundingBox() : Promise.resolve(null),
          ]);
          if (!box) return false;
          const top = view ? view.y : 0;
          const bottom = view ? view.y + view.height : viewport.height;
          return box.y >= top - 1 && box.y + box.height <= bottom + 1;
        })
        .toBe(true);
      if (viewport.width > 600) {
        const logBox = (await log.boundingBox())!;
        expect(logBox.height).toBeGreaterThanOrEqual(230);
        // The history above the scenario is a scroll away.
        await log.evaluate((element) => element.scrollTo({ top: 0 }));
        await expect(log.locator('[data-type]').first()).toBeInViewport();
      }
      await expect(modal.getByRole('radiogroup', { name: 'Your choice' })).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Submit' })).toBeInViewport();
    });
  }

  test('"See my results" leads to the report page; the history links to it; signing in reopens the dialog', async ({
    page,
  }) => {
    // A visitor presses the button, signs in, and is back with the dialog open.
    const job = await nurseJob(page);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('button', { name: FIT_BUTTON }).first().click();
    await expect(page).toHaveURL(/\/login/);
    const email = freshEmail();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = await codeFromOutbox(page.request, email);
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    const modal = page.getByRole('dialog', { name: /Am I fit for this job\?/ });
    await expect(modal).toBeVisible();

    await completeAssessment(page, modal);
    const reportUrl = page.url();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/me/job-fit-analysis/history');
    const link = page.getByRole('link', { name: 'View results' }).first();
    await expect(link).toHaveAttribute('href', new URL(reportUrl).pathname);
    await link.click();
    await expect(page).toHaveURL(reportUrl);
  });

  test('resuming an assessment asks for the history and the status once each', async ({ page }) => {
    const { job, modal } = await signInAndOpen(page);
    await modal.getByRole('button', { name: 'Start analysis' }).click();
    await expect(modal.getByText('Question 1 of 3')).toBeVisible();
    await modal.getByRole('group', { name: 'Quick answers' }).getByRole('button').first().click();
    await expect(modal.getByText('Question 2 of 3')).toBeVisible();

    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/cognitive-assessment/')) calls.push(url.pathname);
    });
    // Continued from the history page, as a fresh page load of the job in another language.
    await page.goto('/me/job-fit-analysis/history');
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    calls.length = 0;
    await page.getByRole('button', { name: '继续' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(modal.getByText("Welcome back! We're picking up at phase 1.")).toBeVisible();
    await expect(modal.getByText('Question 2 of 3')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((path) => path.endsWith('/history'))).toHaveLength(1);
    expect(calls.filter((path) => path.endsWith('/status'))).toHaveLength(1);
  });
});

import { expect, test, type APIRequestContext, type Page, patience } from '../support/test';

/** The id of a demo job page, found through the board's own search. */
async function jobId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get(`/api/jobs/?search=${encodeURIComponent(title)}`);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const job = items.find((item) => item.title === title);
  if (!job) throw new Error(`No demo page for ${title}`);
  return job.id;
}

async function openJob(page: Page, id: number) {
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the first minutes on a job page', () => {
  test('a title says which occupation its figures are, and which pages share them', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Job title' }).fill('Prompt Engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your job search' });
    await expect(
      dialog.getByRole('link', { name: 'Open the analysis of Prompt Engineer in a new tab' }),
    ).toBeVisible({ timeout: patience(30_000) });

    const prompt = await jobId(request, 'Prompt Engineer');
    await openJob(page, prompt);
    const basis = page.getByRole('region', { name: 'What this page stands on' });
    await expect(
      basis.getByRole('link', { name: /Software Developers 15-1252\.00/ }),
    ).toBeVisible();
    await expect(basis).toContainText('Specific to “Prompt Engineer”');
    await expect(basis).toContainText('O*NET has no occupation of that name');
    await basis.getByRole('link', { name: 'Software Engineer' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Software Engineer' })).toBeVisible();
    const same = page.getByRole('region', { name: 'What this page stands on' });
    await expect(same.getByRole('link', { name: 'Prompt Engineer' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('userLanguage', 'zh'));
    await page.reload();
    const zh = page.getByRole('region', { name: '本页的数据从哪来' });
    await expect(zh.getByRole('link', { name: /软件开发工程师 15-1252\.00/ })).toBeVisible();
  });

  test('the analysts sit beside one verdict, each with the figures that drive their score @mobile', async ({
    page,
    request,
  }) => {
    await openJob(page, await jobId(request, 'Software Engineer'));
    const reviews = page.getByRole('region', { name: 'What the four analysts say' });
    const rate = await page
      .getByRole('region', { name: 'Human vs AI' })
      .getByText(/^\d+%$/)
      .last()
      .textContent();
    await expect(reviews.getByText(`${rate} AI replacement rate`)).toBeVisible();

    for (const [name, lens, figure] of [
      ['Boss', 'The market', /Demand index \d+/],
      ['Mr. Ape', 'Human judgement', /Human raters’ exposure \d+%/],
      ['Uncle Big G', 'Every study', /Mean exposure across \d studies/],
      ['Brother Whale', 'The work activities', /Task-weighted exposure of \d+ work activities/],
    ] as const) {
      await reviews.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      const panel = reviews.getByRole('tabpanel');
      await expect(panel.getByText(`What drives this score · ${lens}`)).toBeVisible();
      await expect(panel.getByText(figure)).toBeVisible();
      await expect(panel.getByText(/(above|below|level with) the verdict’s \d+/)).toBeVisible();
    }
  });

  test('each review says who wrote it, in one control that covers nothing @mobile', async ({
    page,
    request,
  }) => {
    await openJob(page, await jobId(request, 'Software Engineer'));
    const reviews = page.getByRole('region', { name: 'What the four analysts say' });
    await expect(reviews.getByRole('tablist')).toHaveCount(1);
    await expect(reviews.getByRole('tab')).toHaveCount(4);

    await reviews.getByRole('tab', { name: /^Uncle Big G/ }).click();
    const panel = reviews.getByRole('tabpanel');
    await expect(
      panel.getByText(
        'Written by: Built-in analyst, in Uncle Big G’s voice, from the research figures (not a language model)',
      ),
    ).toBeVisible();
    await expect(panel.getByText(/cheerful uncle/)).toBeVisible();

    // The review opens in the page's flow: below the row, and above the next section.
    const row = await reviews.getByRole('tablist').boundingBox();
    const open = await panel.boundingBox();
    const next = await page.getByRole('heading', { name: 'Description' }).boundingBox();
    expect(open!.y).toBeGreaterThanOrEqual(row!.y + row!.height);
    expect(next!.y).toBeGreaterThanOrEqual(open!.y + open!.height);
  });

  test('a long page has links to its sections that stay in reach @mobile', async ({
    page,
    request,
  }) => {
    await openJob(page, await jobId(request, 'Software Engineer'));
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await nav.getByRole('link', { name: 'How we got it' }).click();
    await expect(page.getByRole('heading', { name: 'How we got this number' })).toBeInViewport();
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'How we got it' })).toHaveAttribute(
      'aria-current',
      'location',
    );

    await nav.getByRole('link', { name: 'Analysts' }).click();
    await expect(
      page.getByRole('heading', { name: 'What the four analysts say' }),
    ).toBeInViewport();
    await expect(page).toHaveURL(/#analysts$/);
  });

  test('a shared link opens in the language it names, and offers the other one @mobile', async ({
    page,
    request,
  }) => {
    const id = await jobId(request, 'Software Engineer');
    await page.goto(`/jobs/${id}?lang=zh`);
    await expect(page.getByRole('heading', { level: 1, name: '软件工程师' })).toBeVisible();
    // The address keeps naming its language: it is the Chinese page's own.
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}\\?lang=zh$`));
    expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('zh');

    const english = page.getByRole('link', { name: 'Read in English' });
    await expect(english).toHaveAttribute('href', `/jobs/${id}?lang=en`);
    await english.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Software Engineer' })).toBeVisible();
    await expect(page.getByRole('link', { name: '阅读中文版' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));

    // Any page honours it, and the choice stays: the English address leads to the Chinese one.
    await page.goto('/jobs?lang=zh');
    await page.goto(`/jobs/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '软件工程师' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}\\?lang=zh$`));
  });

  test('a model that failed is told once for the page', async ({ page, request }) => {
    const id = await jobId(request, 'Software Engineer');
    const failed = { fallback_reason: 'OpenAI unavailable: network error' };
    await page.route(new RegExp(`/api/jobs/${id}(\\?|$)`), async (route) => {
      const response = await route.fetch();
      const job = await response.json();
      await route.fulfill({ response, json: { ...job, engine: { ...job.engine, ...failed } } });
    });
    await page.route(`**/api/jobs/${id}/llm-reviews**`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.reviews[0].engine = { ...body.reviews[0].engine, ...failed };
      await route.fulfill({ response, json: body });
    });
    // A page opened by its address arrives with its data; one reached from the board is read by
    // the browser, where the failure can be staged.
    await page.goto('/jobs?q=Software%20Engineer');
    // Once the board is live, its link is followed inside the app (before, it is a plain link).
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.getByRole('link', { name: 'View details: Software Engineer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Software Engineer' })).toBeVisible();

    await expect(page.getByText('A language model was unavailable')).toHaveCount(1);
    await expect(
      page.getByText(
        'Our built-in analyst wrote this page’s text and Boss’s review instead, from the same research figures.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/unavailable/)).toHaveCount(1);
  });
});

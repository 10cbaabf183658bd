import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { makePersonas } from '../../../shared/analysts/persona-fixtures';
import { peekReturnPath } from '../../../shared/auth/return-path';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeJobDetail, makeReviews } from '../testing/make-job';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';
import { FakeWebSocket } from '../../../shared/realtime/testing/fake-web-socket';

function stubJobServer(job: TJobDetail | Response = makeJobDetail()) {
  return stubFetch({
    'GET /api/analysts': jsonResponse(200, makePersonas()),
    'GET /api/jobs/7': job instanceof Response ? job : jsonResponse(200, job),
    'GET /api/jobs/7/llm-reviews': jsonResponse(200, makeReviews()),
    'GET /api/users/me': jsonResponse(200, {}),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    'GET /api/cognitive-assessment/history': jsonResponse(200, {
      items: [],
      total: 0,
      page: 1,
      page_size: 10,
      has_more: false,
    }),
  });
}

async function openJob(job?: TJobDetail | Response, path = '/jobs/7?search_popularity=3') {
  const server = stubJobServer(job);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...server, ...view };
}

const contest = () => screen.getByRole('region', { name: 'Human vs AI' });

describe('job detail page', () => {
  it('shows the title, category, popularity, freshness and an honest attribution', async () => {
    const { callsTo } = await openJob();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Software Engineer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(screen.getByText('Searched 3 times')).toBeInTheDocument();
    expect(screen.getByText('Next refresh in 80 days')).toBeInTheDocument();
    expect(await screen.findByText('Analysed by Boss')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Written by: Built-in analyst, from the research figures (not a language model)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/GPT-4\.1/)).not.toBeInTheDocument();
    expect(
      new URL(callsTo('GET /api/jobs/7')[0]!.url, 'http://x').searchParams.get('search_popularity'),
    ).toBe('3');
  });

  it('answers at /job/:id too', async () => {
    await openJob(undefined, '/job/7');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Software Engineer' }),
    ).toBeInTheDocument();
  });

  it('lights the VS badge while human irreplaceability is 45 to 55', async () => {
    await openJob(makeJobDetail({ human_irreplaceability: 55, ai_replacement_rate: 45 }));

    expect(within(contest()).getByText('VS')).toHaveAttribute('data-active', 'true');
    expect(within(contest()).getByText('Neck and neck: too close to call')).toBeInTheDocument();
  });

  it('leaves the VS badge off outside 45 to 55 and highlights the winner', async () => {
    await openJob(makeJobDetail({ human_irreplaceability: 56, ai_replacement_rate: 44 }));

    expect(within(contest()).getByText('VS')).toHaveAttribute('data-active', 'false');
    expect(within(contest()).getByText('Humans have the edge in this job')).toBeInTheDocument();
    const humanSide = within(contest()).getByText('Human irreplaceability').closest('[data-side]');
    const aiSide = within(contest()).getByText('AI replacement rate').closest('[data-side]');
    expect(humanSide).toHaveAttribute('data-winner', 'true');
    expect(aiSide).toHaveAttribute('data-winner', 'false');
  });

  it('changes both faces once a side reaches 60 %', async () => {
    await openJob(makeJobDetail({ human_irreplaceability: 40, ai_replacement_rate: 60 }));

    expect(
      within(contest()).getByRole('img', { name: 'A human, looking worried' }),
    ).toBeInTheDocument();
    const analyst = await within(contest()).findByRole('img', { name: 'Boss, looking happy' });
    expect(analyst).toHaveAttribute('src', '/analysts/gpt-2.svg');
    expect(within(contest()).getByText('AI has the edge in this job')).toBeInTheDocument();
  });

  it('keeps calm faces below 60 %', async () => {
    await openJob(makeJobDetail({ human_irreplaceability: 59, ai_replacement_rate: 41 }));

    expect(
      within(contest()).getByRole('img', { name: 'A human, looking calm' }),
    ).toBeInTheDocument();
    expect(
      await within(contest()).findByRole('img', { name: 'Boss, looking calm' }),
    ).toHaveAttribute('src', '/analysts/gpt-1.svg');
  });

  it('opens every section to begin with', async () => {
    await openJob();

    for (const name of [
      'Description',
      'Deep understanding',
      'Demand index',
      'How AI would take over',
      'Advice for humans',
      'Market analysis',
      'Related links',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getByText('Employment 1,687,890')).toBeInTheDocument();
  });

  it('shows market analysis given as a single object', async () => {
    const single = {
      location: 'Singapore',
      local_job_data: 'About 40,000 developers',
      market_analysis: 'Tight market.',
      last_updated: '2025',
      source: 'MOM',
    };
    await openJob(
      makeJobDetail({ market_analysis: single as unknown as TJobDetail['market_analysis'] }),
    );

    expect(screen.getByRole('button', { name: 'Market analysis' })).toBeInTheDocument();
    expect(screen.getByText('About 40,000 developers')).toBeInTheDocument();
  });

  it('leaves market analysis out when there is none', async () => {
    await openJob(makeJobDetail({ market_analysis: [] }));

    expect(screen.queryByRole('button', { name: 'Market analysis' })).not.toBeInTheDocument();
  });

  it('opens related links in a new tab without opener or referrer, and drops unsafe ones', async () => {
    await openJob();

    const link = screen.getByRole('link', { name: 'O*NET OnLine: Software Developers' });
    expect(link).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/15-1252.00');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('A script link')).not.toBeInTheDocument();
  });

  it('sends a visitor to log in from "Am I fit for this job?" and remembers the page', async () => {
    const { user, currentPath } = await openJob();

    await user.click(screen.getAllByRole('button', { name: 'Am I fit for this job?' })[0]!);

    await waitFor(() => expect(currentPath()).toBe('/login'));
    // Back on the page after signing in, the assessment opens by itself.
    expect(peekReturnPath()).toBe('/jobs/7?search_popularity=3&jobFit=open');
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
  });

  it('makes "Am I fit for this job?" work before the app is live: it links to the page asking for it', async () => {
    await openJob();
    for (const button of screen.getAllByRole('button', { name: 'Am I fit for this job?' })) {
      expect(button.tagName).toBe('A');
      expect(button).toHaveAttribute('href', '/jobs/7?search_popularity=3&jobFit=open');
    }
  });

  it('sends a visitor who arrives asking for the assessment to log in, once', async () => {
    const { currentPath } = await openJob(undefined, '/jobs/7?search_popularity=3&jobFit=open');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(peekReturnPath()).toBe('/jobs/7?search_popularity=3&jobFit=open');
  });

  it('opens the assessment from the keyboard too (Space, as on any button)', async () => {
    signInUser();
    const { user } = await openJob();
    screen.getAllByRole('button', { name: 'Am I fit for this job?' })[0]!.focus();
    await user.keyboard(' ');
    expect(
      await screen.findByRole('radiogroup', { name: 'Choose your analyst' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('has the same button in the links section', async () => {
    const { user, currentPath } = await openJob();
    const buttons = screen.getAllByRole('button', { name: 'Am I fit for this job?' });
    expect(buttons).toHaveLength(2);

    await user.click(buttons[1]!);

    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('opens the job-fit assessment for a signed-in user, loading it only then', async () => {
    signInUser();
    const { user, currentPath, callsTo } = await openJob();
    expect(callsTo('GET /api/cognitive-assessment/history')).toHaveLength(0);

    await user.click(screen.getAllByRole('button', { name: 'Am I fit for this job?' })[0]!);

    // The modal's code is fetched on this first click, so it may take a moment to appear.
    const analysts = await screen.findByRole(
      'radiogroup',
      { name: 'Choose your analyst' },
      { timeout: 5_000 },
    );
    const modal = analysts.closest<HTMLElement>('[role="dialog"]')!;
    expect(modal).toHaveAccessibleName(/Am I fit for this job\?/);
    expect(within(modal).getByText('Software Engineer')).toBeInTheDocument();
    expect(callsTo('GET /api/cognitive-assessment/history')).toHaveLength(1);
    expect(currentPath()).toBe('/jobs/7?search_popularity=3');
  });

  it('explains how the number was reached', async () => {
    await openJob();
    const panel = screen.getByRole('region', { name: 'How we got this number' });

    expect(within(panel).getByRole('link', { name: /Software Developers/ })).toHaveAttribute(
      'href',
      'https://www.onetonline.org/link/summary/15-1252.00',
    );
    expect(within(panel).getByText(/Software Quality Assurance/)).toBeInTheDocument();
    expect(within(panel).getByText('Not covered')).toBeInTheDocument();
    expect(within(panel).getByText('26.1 pts')).toBeInTheDocument();
    expect(within(panel).getByText('High confidence')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'How the formula works →' })).toHaveAttribute(
      'href',
      '/methodology',
    );
  });

  it('links safer jobs to their pages, or to a search for them', async () => {
    await openJob();
    const panel = screen.getByRole('region', { name: 'Safer neighbouring jobs' });

    expect(within(panel).getByRole('link', { name: /Computer and Information/ })).toHaveAttribute(
      'href',
      '/jobs/12',
    );
    expect(within(panel).getByRole('link', { name: /Calibration Technologists/ })).toHaveAttribute(
      'href',
      '/?q=Calibration+Technologists',
    );
  });

  it('says beside a safer job what it asks for, and nothing beside one that keeps the level', async () => {
    await openJob();
    const panel = screen.getByRole('region', { name: 'Safer neighbouring jobs' });

    expect(
      within(panel).getByRole('link', { name: /Calibration Technologists/ }),
    ).toHaveTextContent('Usually needs more training or a higher degree');
    expect(
      within(panel).getByRole('link', { name: /Computer and Information/ }),
    ).not.toHaveTextContent(/Usually/);
  });

  it('shows the verdict, then one analyst at a time with what drives their score', async () => {
    const { user } = await openJob();
    const reviews = screen.getByRole('region', { name: 'What the four analysts say' });
    expect(within(reviews).getByText('51% AI replacement rate')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Boss/, selected: true })).toBeInTheDocument();
    const boss = screen.getByRole('tabpanel');
    expect(within(boss).getByText(/Demand index 69/)).toBeInTheDocument();
    expect(within(boss).getByText('1 above the verdict’s 49')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Mr\. Ape/ }));

    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Genuinely uncertain ground, 52/100.');
  });

  it('labels each review with the engine that really wrote it', async () => {
    const reviews = makeReviews();
    reviews.reviews[0]!.engine = { kind: 'llm', label: 'gpt-4.1 (OpenAI)', fallback_reason: null };
    reviews.reviews[1]!.engine = {
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: 'provider timeout',
    };
    stubFetch({
      'GET /api/analysts': jsonResponse(200, makePersonas()),
      'GET /api/jobs/7': jsonResponse(200, makeJobDetail()),
      'GET /api/jobs/7/llm-reviews': jsonResponse(200, reviews),
    });
    const { user } = renderApp('/jobs/7');

    expect(
      await within(await screen.findByRole('tabpanel')).findByText(
        'Written by: gpt-4.1 (OpenAI), speaking as Boss',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Mr\. Ape/ }));

    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText(
        'Written by: Built-in analyst, in Mr. Ape’s voice, from the research figures (not a language model)',
      ),
    ).toBeInTheDocument();
    // The failure is told once, for the page, naming the review it touched.
    expect(screen.getAllByText(/A language model was unavailable/)).toHaveLength(1);
    expect(screen.getByText(/wrote Mr\. Ape’s review instead/)).toBeInTheDocument();
    expect(screen.queryByText(/provider timeout/)).not.toBeInTheDocument();
  });

  it('names the sections the built-in analyst wrote on a model’s page, and only those', async () => {
    await openJob(
      makeJobDetail({
        engine: { kind: 'llm', label: 'gpt-4.1 (OpenAI)', fallback_reason: null },
        builtin_sections: ['description', 'human_advice'],
      }),
    );
    const notes = screen.getAllByText(
      /^Written by: Built-in analyst, from the research figures \(not a language model\): the model’s text for this section stated figures this page does not hold$/,
    );
    expect(notes).toHaveLength(2);
    expect(notes[0]!.closest('#description')).not.toBeNull();
    expect(notes[1]!.closest('#human-advice')).not.toBeNull();
  });

  it('says a model’s text was set aside, not that the model was unavailable, when its figures were not the page’s', async () => {
    await openJob(
      makeJobDetail({
        engine: {
          kind: 'builtin',
          label: 'Built-in analyst',
          fallback_reason: 'gpt-4.1 (OpenAI) stated figures this page does not hold',
          fallback_kind: 'rejected',
        },
      }),
    );
    expect(await screen.findByText('A language model’s text was set aside')).toBeInTheDocument();
    expect(
      screen.getByText(
        'It stated figures this page does not hold, so our built-in analyst wrote this page’s text from the research figures.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/A language model was unavailable/)).not.toBeInTheDocument();
  });

  it('says when the built-in analyst wrote because the day’s model budget is spent', async () => {
    const spent = {
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: BUDGET_FALLBACK_REASONS.daySpent,
    } as const;
    const reviews = makeReviews();
    for (const review of reviews.reviews) review.engine = spent;
    stubFetch({
      'GET /api/analysts': jsonResponse(200, makePersonas()),
      'GET /api/jobs/7': jsonResponse(200, makeJobDetail({ engine: spent })),
      'GET /api/jobs/7/llm-reviews': jsonResponse(200, reviews),
    });
    renderApp('/jobs/7');

    expect(await screen.findByText('The day’s model budget is spent')).toBeInTheDocument();
    expect(screen.queryByText(/A language model was unavailable/)).not.toBeInTheDocument();
    expect(screen.getByText(/wrote this page’s text, Boss’s review/)).toBeInTheDocument();
  });

  it('says when an address’s model-written new pages for the day are used', async () => {
    const shareSpent = {
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: BUDGET_FALLBACK_REASONS.addressShareSpent,
    } as const;
    stubJobServer(makeJobDetail({ engine: shareSpent }));
    await changeLanguage('zh');
    renderApp('/jobs/7');

    expect(
      await screen.findByText('今天从这个网络地址新建、由模型撰写的页面已达上限'),
    ).toBeInTheDocument();
  });

  it('shows a 404 with a way back to the board', async () => {
    stubJobServer(jsonResponse(404, { detail: 'Job not found', error_type: 'not_found' }));
    renderApp('/jobs/7');

    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job board' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('offers to try again after a failure', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/analysts': jsonResponse(200, makePersonas()),
      'GET /api/jobs/7': () =>
        isDown ? jsonResponse(500, { detail: 'Server error' }) : jsonResponse(200, makeJobDetail()),
      'GET /api/jobs/7/llm-reviews': jsonResponse(200, makeReviews()),
    });
    const { user } = renderApp('/jobs/7');

    expect(await screen.findByText('Failed to load this job')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Software Engineer' }),
    ).toBeInTheDocument();
  });

  it('keeps the job and its reviews for an hour, across reloads', async () => {
    const { callsTo, unmount } = await openJob();
    await screen.findByRole('tab', { name: /^Boss/ });
    expect(localStorage.getItem('jobCache:v2:7:en')).toContain('Software Engineer');
    expect(localStorage.getItem('jobReviewsCache:v2:7:en')).toContain('A sound bet');
    unmount();

    renderApp('/jobs/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Software Engineer' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Boss/ })).toBeInTheDocument();
    expect(callsTo('GET /api/jobs/7')).toHaveLength(1);
    expect(callsTo('GET /api/jobs/7/llm-reviews')).toHaveLength(1);
  });

  it('shows a page being rewritten as it is, and the new one when the server says it is written', async () => {
    FakeWebSocket.reset();
    FakeWebSocket.autoOpen = true;
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const old = makeJobDetail({ refresh_pending: true }, { refreshedDaysAgo: 120 });
    const fresh = makeJobDetail({ title: 'Software Engineer (updated)' });
    let reads = 0;
    stubFetch({
      'GET /api/analysts': jsonResponse(200, makePersonas()),
      'GET /api/jobs/7': () => jsonResponse(200, (reads += 1) === 1 ? old : fresh),
      'GET /api/jobs/7/llm-reviews': jsonResponse(200, makeReviews()),
    });
    renderApp('/jobs/7');

    expect(
      await screen.findByText(
        'This page is being refreshed with the latest model and data. It will update here when the new version is ready.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(FakeWebSocket.latest().sent).toEqual([{ type: 'watch_job', data: { job_id: 7 } }]),
    );
    FakeWebSocket.latest().receive({ type: 'job_updated', data: { job_id: 7 } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Software Engineer (updated)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/being refreshed/)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

describe('share bar', () => {
  it('copies the link and confirms it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = await openJob();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/7?lang=en`);
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
  });

  it('links to X, LinkedIn and Facebook in a new tab', async () => {
    await openJob();

    const x = screen.getAllByRole('link', { name: 'Share on X' })[0]!;
    expect(x.getAttribute('href')).toContain('https://twitter.com/intent/tweet?url=');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: 'Share on LinkedIn' })[0]).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getAllByRole('link', { name: 'Share on Facebook' })[0]).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

describe('what the page stands on', () => {
  it('names the occupation, how the title was matched, and the pages that share its figures', async () => {
    await openJob();
    const basis = screen.getByRole('region', { name: 'What this page stands on' });
    expect(
      within(basis).getByRole('link', { name: /Software Developers 15-1252\.00/ }),
    ).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/15-1252.00');
    expect(within(basis).getByText(/our editors filed it under this one/)).toBeInTheDocument();
    expect(within(basis).getByRole('link', { name: 'Prompt Engineer' })).toHaveAttribute(
      'href',
      '/jobs/40',
    );
  });

  it('offers the page in the other language, and jumps to each section', async () => {
    await openJob();
    expect(screen.getByRole('link', { name: /阅读中文版/ })).toHaveAttribute(
      'href',
      '/jobs/7?search_popularity=3&lang=zh',
    );
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Analysts' })).toHaveAttribute(
      'href',
      '#analysts',
    );
    expect(document.getElementById('analysts')).toHaveTextContent('What the four analysts say');
  });
});

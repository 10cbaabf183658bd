import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TJobListItem, TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import { makePersonas } from '../../../shared/analysts/persona-fixtures';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

/** A controllable IntersectionObserver: tests decide when the sentinel comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.elements.length = 0;
  }
  takeRecords() {
    return [];
  }
}

function setSentinelInView(isIntersecting: boolean) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.elements.length === 0) continue;
      const entries = observer.elements.map(
        (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

function makeJob(id: number, overrides: Partial<TJobListItem> = {}): TJobListItem {
  return {
    id,
    title: `Job ${id}`,
    category: 'Health care',
    category_id: 'healthcare',
    ai_replacement_rate: 40,
    rate_unknown_reason: null,
    search_popularity: 1,
    last_refreshed_at: '2025-11-20T10:00:00.000Z',
    updated_at: '2025-11-22T10:00:00.000Z',
    model_name: 'gpt',
    ...overrides,
  };
}

function page(items: TJobListItem[], pageNumber: number, hasMore: boolean): TListJobsResponse {
  return { items, page: pageNumber, page_size: 10, total: 25, has_more: hasMore };
}

function queryOf(call: TRecordedCall): URLSearchParams {
  return new URL(call.url, 'http://localhost').searchParams;
}

/** Pages 1 and 2 of ten jobs each, then an empty page 3 (the end). */
function stubBoard(respond?: (call: TRecordedCall) => Response | Promise<Response>) {
  return stubFetch({
    'GET /api/analysts': jsonResponse(200, makePersonas()),
    'GET /api/jobs/':
      respond ??
      ((call) => {
        const pageNumber = Number(queryOf(call).get('page'));
        const start = (pageNumber - 1) * 10;
        const items =
          pageNumber <= 2
            ? Array.from({ length: 10 }, (_, index) => makeJob(start + index + 1))
            : [];
        return jsonResponse(200, page(items, pageNumber, true));
      }),
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe('job board', () => {
  it('shows six skeleton cards, then the cards of page 1', async () => {
    let answer: (response: Response) => void = () => {};
    stubBoard(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/jobs');

    await waitFor(() => expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(6));
    answer(
      jsonResponse(
        200,
        page(
          [
            makeJob(7, {
              title: 'Registered Nurse',
              category: '',
              ai_replacement_rate: 62,
              search_popularity: 5,
              model_name: 'claude',
            }),
          ],
          1,
          false,
        ),
      ),
    );

    const card = await screen.findByRole('article', { name: 'Registered Nurse' });
    expect(screen.queryByTestId('job-card-skeleton')).not.toBeInTheDocument();
    expect(within(card).getByText('Technology')).toBeInTheDocument();
    expect(within(card).getByText('Updated November 22, 2025')).toBeInTheDocument();
    expect(within(card).getByText('62')).toBeInTheDocument();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    // Every card would carry the same default analyst, so none does.
    expect(within(card).queryByText('Analyst')).not.toBeInTheDocument();
    expect(within(card).queryByText('Mr. Ape')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'View details: Registered Nurse' }),
    ).toHaveAttribute('href', '/jobs/7?search_popularity=5');
  });

  it('opens the job page with its search popularity when a card is clicked', async () => {
    stubBoard(() =>
      jsonResponse(200, page([makeJob(3, { title: 'Welder', search_popularity: 4 })], 1, false)),
    );
    const { user, currentPath } = renderApp('/jobs');

    await user.click(await screen.findByText('Welder'));

    await waitFor(() => expect(currentPath()).toBe('/jobs/3?search_popularity=4'));
  });

  it('loads the next page 500 ms after the end of the list comes within 200 px', async () => {
    const { callsTo } = stubBoard();
    renderApp('/jobs');
    expect(await screen.findByRole('article', { name: 'Job 10' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe('200px');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setSentinelInView(true);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(callsTo('GET /api/jobs/')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    expect(await screen.findByRole('article', { name: 'Job 20' })).toBeInTheDocument();
    expect(queryOf(callsTo('GET /api/jobs/')[1]!).get('page')).toBe('2');
    expect(queryOf(callsTo('GET /api/jobs/')[1]!).get('page_size')).toBe('10');
  });

  it('ends the list at an empty page and says there is no more', async () => {
    const { callsTo } = stubBoard();
    renderApp('/jobs');
    await screen.findByRole('article', { name: 'Job 10' });

    setSentinelInView(true);
    expect(await screen.findByRole('article', { name: 'Job 20' })).toBeInTheDocument();
    expect(
      await screen.findByText("You've reached the end: no more jobs to show."),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/jobs/').map((call) => queryOf(call).get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('stops when the server says there are no more pages', async () => {
    const { callsTo } = stubBoard(() => jsonResponse(200, page([makeJob(1)], 1, false)));
    renderApp('/jobs');
    expect(
      await screen.findByText("You've reached the end: no more jobs to show."),
    ).toBeInTheDocument();

    setSentinelInView(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(callsTo('GET /api/jobs/')).toHaveLength(1);
  });

  it('asks again from page 1 when a filter chip or the search-by selector changes', async () => {
    const { callsTo } = stubBoard();
    const { user } = renderApp('/jobs');
    await screen.findByRole('article', { name: 'Job 1' });

    await user.click(screen.getByRole('radio', { name: 'High risk' }));
    await waitFor(() => expect(callsTo('GET /api/jobs/')).toHaveLength(2));
    expect(queryOf(callsTo('GET /api/jobs/')[1]!).get('filter')).toBe('high');
    expect(queryOf(callsTo('GET /api/jobs/')[1]!).get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'category');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'Health/care!');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Healthcare');

    await waitFor(() =>
      expect(queryOf(callsTo('GET /api/jobs/').at(-1)!).get('search')).toBe('Healthcare'),
    );
    const last = queryOf(callsTo('GET /api/jobs/').at(-1)!);
    expect(last.get('search_by')).toBe('category');
    expect(last.get('filter')).toBe('high');
  });

  it('keeps the search box to 30 characters', async () => {
    stubBoard();
    const { user } = renderApp('/jobs');
    const box = await screen.findByRole('searchbox', { name: 'Search jobs' });

    await user.type(box, 'a'.repeat(35));

    expect(box).toHaveValue('a'.repeat(30));
  });

  it('folds the chips into one selector under 768 px, by the stylesheet alone', async () => {
    const { callsTo } = stubBoard();
    const { user } = renderApp('/jobs');
    await screen.findByRole('article', { name: 'Job 1' });

    // Both are in the page, so a page drawn on the server is laid out for any screen; Mantine's
    // classes show the chips from its `sm` breakpoint (768 px) and the selector below it.
    const chips = screen.getByRole('radiogroup', { name: 'Filter by risk' });
    const selector = screen.getByRole('combobox', { name: 'Filter by risk' });
    expect(chips.closest('.mantine-visible-from-sm')).not.toBeNull();
    expect(selector.closest('.mantine-hidden-from-sm')).not.toBeNull();
    await user.selectOptions(selector, 'popular');

    await waitFor(() =>
      expect(queryOf(callsTo('GET /api/jobs/').at(-1)!).get('filter')).toBe('popular'),
    );
  });

  it('says when nothing matches', async () => {
    stubBoard(() => jsonResponse(200, page([], 1, false)));
    renderApp('/jobs?filter=low');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(
      screen.queryByText("You've reached the end: no more jobs to show."),
    ).not.toBeInTheDocument();
  });

  it('offers to analyse a title nobody has searched for, through the home search', async () => {
    stubBoard(() => jsonResponse(200, page([], 1, false)));
    renderApp('/jobs?q=Prompt%20Engineer');

    const offer = await screen.findByRole('link', { name: 'Analyse “Prompt Engineer”' });
    expect(offer).toHaveAttribute('href', '/?search=Prompt+Engineer');
  });

  it('offers no analysis for an empty category search', async () => {
    stubBoard(() => jsonResponse(200, page([], 1, false)));
    renderApp('/jobs?q=Nothing&by=category');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Analyse/ })).not.toBeInTheDocument();
  });

  it('shows "Failed to load jobs" with a retry that works', async () => {
    let isDown = true;
    stubBoard(() =>
      isDown
        ? jsonResponse(500, { detail: 'Server error' })
        : jsonResponse(200, page([makeJob(1, { title: 'Baker' })], 1, false)),
    );
    const { user } = renderApp('/jobs');

    expect(await screen.findByText('Failed to load jobs')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Baker' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load jobs')).not.toBeInTheDocument();
  });

  it('clears the list and reloads page 1 in the new language', async () => {
    const { callsTo } = stubBoard((call) => {
      const isChinese = call.headers.get('Accept-Language') === 'zh';
      const pageNumber = Number(queryOf(call).get('page'));
      const items = Array.from({ length: 10 }, (_, index) =>
        makeJob(pageNumber * 10 + index, {
          title: `${isChinese ? '职位' : 'Job'} ${pageNumber}-${index}`,
        }),
      );
      return jsonResponse(200, page(items, pageNumber, true));
    });
    renderApp('/jobs');
    await screen.findByRole('article', { name: 'Job 1-0' });
    setSentinelInView(true);
    await screen.findByRole('article', { name: 'Job 2-0' });

    await act(() => changeLanguage('zh'));

    expect(await screen.findByRole('article', { name: '职位 1-0' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Job 1-0' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Job 2-0' })).not.toBeInTheDocument();
    const chineseCalls = callsTo('GET /api/jobs/').filter(
      (call) => call.headers.get('Accept-Language') === 'zh',
    );
    expect(chineseCalls.map((call) => queryOf(call).get('page'))).toEqual(['1']);
  });
});

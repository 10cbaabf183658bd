import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { makeNewsItem, newsPage } from '../testing/make-news';

/** A controllable IntersectionObserver: tests decide when the end of the list comes into view. */
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

function setEndInView() {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.elements.length === 0) continue;
      const entries = observer.elements.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;

/** Pages 1 and 2 of ten articles each, then an empty page 3. */
function stubBoard(respond?: (call: TRecordedCall) => Response | Promise<Response>) {
  return stubFetch({
    'GET /api/news/':
      respond ??
      ((call) => {
        const page = Number(queryOf(call).get('page'));
        const items =
          page <= 2
            ? Array.from({ length: 10 }, (_, index) => makeNewsItem((page - 1) * 10 + index + 1))
            : [];
        return jsonResponse(200, newsPage(items, page, true));
      }),
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe('news board', () => {
  it('shows six skeleton cards, then cards with every field', async () => {
    let answer: (response: Response) => void = () => {};
    stubBoard(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-22T10:00:00.000Z') });
    renderApp('/news');

    await waitFor(() => expect(screen.getAllByTestId('news-card-skeleton')).toHaveLength(6));
    answer(
      jsonResponse(
        200,
        newsPage(
          [
            makeNewsItem(7, {
              title_en: 'Nurses and AI',
              category: 'market',
              views: 1_530,
              likes: 12,
              comments: 4,
              reading_time: 6,
            }),
          ],
          1,
          false,
          1,
        ),
      ),
    );

    const card = await screen.findByRole('article', { name: 'Nurses and AI' });
    expect(screen.queryByTestId('news-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('1 article')).toBeInTheDocument();
    expect(within(card).getByText('Market')).toBeInTheDocument();
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getByText('Summary of article 7.')).toBeInTheDocument();
    expect(within(card).getByText('Irreplaceable Editorial')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified author' })).toBeInTheDocument();
    expect(within(card).getByText('6 min read')).toBeInTheDocument();
    expect(within(card).getByText('1.5k')).toBeInTheDocument();
    expect(within(card).getByText('1.5k views')).toBeInTheDocument();
    expect(within(card).getByText('12 likes')).toBeInTheDocument();
    expect(within(card).getByText('4 comments')).toBeInTheDocument();
    expect(within(card).getByText('2 days ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Nurses and AI' })).toHaveAttribute(
      'href',
      '/news/7?views=1530',
    );
  });

  it('shows no row of zeros on an article nobody has read, liked or commented on yet', async () => {
    const fresh = makeNewsItem(5, { title_en: 'Fresh', views: 0, likes: 0, comments: 0 });
    stubBoard(() => jsonResponse(200, newsPage([fresh], 1, false, 1)));
    renderApp('/news');

    const card = await screen.findByRole('article', { name: 'Fresh' });
    expect(within(card).queryByText(/\b0 (views|likes|comments)\b/)).not.toBeInTheDocument();
    expect(within(card).queryByText('0')).not.toBeInTheDocument();
  });

  it('opens the article when a card is clicked', async () => {
    stubBoard(() => jsonResponse(200, newsPage([makeNewsItem(3)], 1, false, 1)));
    const { user, currentPath } = renderApp('/news');

    await user.click(await screen.findByText('Summary of article 3.'));

    await waitFor(() => expect(currentPath()).toBe('/news/3?views=120'));
  });

  it('replaces a cover that fails to load with the stock picture', async () => {
    stubBoard(() => jsonResponse(200, newsPage([makeNewsItem(3)], 1, false, 1)));
    renderApp('/news');
    const card = await screen.findByRole('article', { name: 'Article 3' });
    expect(within(card).queryByTestId('news-cover-placeholder')).not.toBeInTheDocument();

    fireEvent.error(card.querySelector('img[src="/uploads/cover-3.svg"]')!);

    expect(within(card).getByTestId('news-cover-placeholder')).toBeInTheDocument();
  });

  it('shows the stock picture for an article without one', async () => {
    stubBoard(() =>
      jsonResponse(200, newsPage([makeNewsItem(3, { images: [], cover_url: null })], 1, false, 1)),
    );
    renderApp('/news');

    const card = await screen.findByRole('article', { name: 'Article 3' });
    expect(within(card).getByTestId('news-cover-placeholder')).toBeInTheDocument();
  });

  it('shows a title in the other language when this one has none, both ways', async () => {
    stubBoard(() =>
      jsonResponse(
        200,
        newsPage(
          [
            makeNewsItem(1, {
              title_en: '',
              title_zh: '只有中文',
              summary_en: '',
              summary_zh: '中文摘要',
            }),
            makeNewsItem(2, { title_en: 'Only English', title_zh: '' }),
          ],
          1,
          false,
          2,
        ),
      ),
    );
    renderApp('/news');

    const chineseOnly = await screen.findByRole('article', { name: '只有中文' });
    expect(within(chineseOnly).getByText('中文摘要')).toHaveAttribute('lang', 'zh-CN');
    await act(() => changeLanguage('zh'));
    expect(await screen.findByRole('article', { name: 'Only English' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Only English' })).toHaveAttribute('lang', 'en');
  });

  it('loads the next page 500 ms after the end of the list comes within 200 px', async () => {
    const { callsTo } = stubBoard();
    renderApp('/news');
    expect(await screen.findByRole('article', { name: 'Article 10' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances.at(-1)?.options.rootMargin).toBe('200px');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setEndInView();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(callsTo('GET /api/news/')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(51));
    vi.useRealTimers();

    expect(await screen.findByRole('article', { name: 'Article 20' })).toBeInTheDocument();
    expect(queryOf(callsTo('GET /api/news/')[1]!).get('page')).toBe('2');
    expect(queryOf(callsTo('GET /api/news/')[1]!).get('page_size')).toBe('10');
  });

  it('ends the list at an empty page and says there is no more', async () => {
    const { callsTo } = stubBoard();
    renderApp('/news');
    await screen.findByRole('article', { name: 'Article 10' });

    setEndInView();
    expect(await screen.findByRole('article', { name: 'Article 20' })).toBeInTheDocument();
    expect(
      await screen.findByText("You've reached the end: no more articles to show."),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/news/').map((call) => queryOf(call).get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('asks again from page 1 for a chip, a search by title and a search by category', async () => {
    const { callsTo } = stubBoard();
    const { user } = renderApp('/news');
    await screen.findByRole('article', { name: 'Article 1' });
    const lastQuery = () => queryOf(callsTo('GET /api/news/').at(-1)!);

    for (const chip of ['All', 'Technology', 'Business', 'Market', 'Popular']) {
      expect(screen.getByRole('radio', { name: chip })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await waitFor(() => expect(lastQuery().get('filter')).toBe('business'));
    expect(lastQuery().get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'nurse<s>!');
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('nurses');
    await waitFor(() => expect(lastQuery().get('search')).toBe('nurses'));
    expect(lastQuery().get('search_by')).toBe('title');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'category');
    await waitFor(() => expect(lastQuery().get('search_by')).toBe('category'));
    expect(lastQuery().get('filter')).toBe('business');
    expect(lastQuery().get('sort_by')).toBe('time');
  });

  it('keeps the search box to 30 characters', async () => {
    stubBoard();
    const { user } = renderApp('/news');
    const box = await screen.findByRole('searchbox', { name: 'Search news' });

    await user.type(box, 'a'.repeat(35));

    expect(box).toHaveValue('a'.repeat(30));
  });

  it('says when nothing matches, with a way back', async () => {
    stubBoard(() => jsonResponse(200, newsPage([], 1, false, 0)));
    const { user, currentPath } = renderApp('/news?filter=market&q=zzz');

    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath()).toBe('/news'));
  });

  it('says what the popular chip waits for when no article has 1,000 views yet', async () => {
    stubBoard(() => jsonResponse(200, newsPage([], 1, false, 0)));
    renderApp('/news?filter=popular');

    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Popular articles have at least 1,000 views, and none has reached that yet.',
      ),
    ).toBeInTheDocument();
  });

  it('shows "Failed to load news" with a retry that works', async () => {
    let isDown = true;
    stubBoard(() =>
      isDown
        ? jsonResponse(500, { detail: 'Server error' })
        : jsonResponse(200, newsPage([makeNewsItem(1, { title_en: 'Back again' })], 1, false, 1)),
    );
    const { user } = renderApp('/news');

    expect(await screen.findByText('Failed to load news')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });

  it('clears the list and reloads page 1 in the new language', async () => {
    const { callsTo } = stubBoard((call) => {
      const isChinese = call.headers.get('Accept-Language') === 'zh';
      const page = Number(queryOf(call).get('page'));
      const items = Array.from({ length: 10 }, (_, index) =>
        makeNewsItem(page * 100 + index, {
          title_en: `Story ${page}-${index}`,
          title_zh: isChinese ? `故事 ${page}-${index}` : '',
        }),
      );
      return jsonResponse(200, newsPage(items, page, true));
    });
    renderApp('/news');
    await screen.findByRole('article', { name: 'Story 1-0' });
    setEndInView();
    await screen.findByRole('article', { name: 'Story 2-0' });

    await act(() => changeLanguage('zh'));

    expect(await screen.findByRole('article', { name: '故事 1-0' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '故事 2-0' })).not.toBeInTheDocument();
    const chineseCalls = callsTo('GET /api/news/').filter(
      (call) => call.headers.get('Accept-Language') === 'zh',
    );
    expect(chineseCalls.map((call) => queryOf(call).get('page'))).toEqual(['1']);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeNewsBundle, makeNewsDetail } from '../testing/make-news';

const HOSTILE_CONTENT =
  '<h2>Step one</h2><p>Map your tasks.</p><script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned = true">link</a>' +
  '<p><img src="/uploads/chart.png" alt="A chart"></p>';

function htmlResponse(html: string): Response {
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } });
}

function stubArticle(
  article: TNewsDetail | Response = makeNewsDetail(),
  content = HOSTILE_CONTENT,
) {
  return stubFetch({
    'GET /api/news/7': article instanceof Response ? article : jsonResponse(200, article),
    'GET /api/news/bundle/7': jsonResponse(200, makeNewsBundle()),
    'GET /api/news/content/7/en': htmlResponse(content),
    'GET /api/news/content/7/zh': htmlResponse('<p>中文正文。</p>'),
    'GET /api/comments/7': jsonResponse(200, {
      items: [],
      total: 0,
      offset: 0,
      limit: 10,
      has_more: false,
    }),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    'POST /api/news/7/like': jsonResponse(200, { news_id: 7, liked: true, likes: 4 }),
  });
}

async function openArticle(path = '/news/7') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('news detail page', () => {
  it('shows the breadcrumb, cover, title, author, date, views, tags and the sanitised content', async () => {
    stubArticle(
      makeNewsDetail(7, { title_en: 'Nurses and AI', views: 1_234, tags: ['Health', 'Care'] }),
    );
    await openArticle();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(breadcrumb).getByText('Nurses and AI')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Nurses and AI' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A cover' })).toHaveAttribute(
      'src',
      '/uploads/cover-7.svg',
    );
    expect(screen.getByText('Irreplaceable Editorial')).toBeInTheDocument();
    expect(screen.getByText('Published November 20, 2025')).toBeInTheDocument();
    expect(screen.getByText('1.2k views')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Health', 'Care']);

    expect(await screen.findByRole('heading', { level: 2, name: 'Step one' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(within(article).getByRole('img', { name: 'A chart' })).toHaveAttribute(
      'src',
      '/uploads/chart.png',
    );
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nurses and AI · Irreplaceable'));
  });

  it('shows the view count the board carried when it is newer than the cached one', async () => {
    stubArticle(makeNewsDetail(7, { views: 10 }));
    await openArticle('/news/7?views=2500000');

    expect(screen.getByText('2.5M views')).toBeInTheDocument();
  });

  it('keeps the article for 24 hours, across reloads, without counting another view', async () => {
    const { callsTo, fetchMock } = stubArticle();
    const first = await openArticle();
    first.unmount();
    expect(callsTo('GET /api/news/7')).toHaveLength(1);

    const again = renderApp('/news/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toBeInTheDocument();
    expect(callsTo('GET /api/news/7')).toHaveLength(1);
    again.unmount();

    fetchMock.mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60_000 + 1 });
    renderApp('/news/7');
    await screen.findByRole('heading', { level: 1, name: 'Article 7' });
    await waitFor(() => expect(callsTo('GET /api/news/7').length).toBeGreaterThan(1));
  });

  it('switches language without asking again, and says when an article falls back', async () => {
    const { callsTo } = stubArticle(makeNewsDetail(7, { title_zh: '', summary_zh: '' }));
    await openArticle();

    await act(() => changeLanguage('zh'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('这篇文章暂无中文版，以下为英文原文。')).toBeInTheDocument();
    expect(callsTo('GET /api/news/7')).toHaveLength(1);
  });

  it.each([
    { tags_zh: ['医疗', '护理'], shown: ['医疗', '护理'], lang: null },
    { tags_zh: [], shown: ['Health', 'Care'], lang: 'en' },
  ])(
    'on the Chinese page, shows the tags $shown when the Chinese ones are $tags_zh',
    async ({ tags_zh, shown, lang }) => {
      stubArticle(makeNewsDetail(7, { tags: ['Health', 'Care'], tags_zh }));
      await openArticle();

      await act(() => changeLanguage('zh'));

      const tags = await screen.findByRole('list', { name: '标签' });
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((tag) => tag.textContent),
      ).toEqual(shown);
      expect(tags.getAttribute('lang')).toBe(lang);
    },
  );

  it('shows the article without its body when the content cannot be fetched', async () => {
    stubFetch({
      'GET /api/news/7': jsonResponse(200, makeNewsDetail()),
      'GET /api/news/bundle/7': jsonResponse(200, makeNewsBundle()),
      'GET /api/news/content/7/en': jsonResponse(500, { detail: 'nope' }),
      'GET /api/comments/7': jsonResponse(200, {
        items: [],
        total: 0,
        offset: 0,
        limit: 10,
        has_more: false,
      }),
    });
    await openArticle();

    await waitFor(
      () => expect(screen.queryByTestId('news-content-loading')).not.toBeInTheDocument(),
      {
        timeout: 4_000,
      },
    );
    expect(screen.getByText('Summary of article 7.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the link and confirms it', async () => {
    stubArticle();
    const { user } = await openArticle();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/7`);
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copied' }).length).toBeGreaterThan(0);
    const share = screen.getAllByRole('link', { name: 'Share on X' })[0]!;
    expect(share.getAttribute('href')).toContain(
      encodeURIComponent(`${window.location.origin}/news/7`),
    );
    expect(screen.getAllByRole('link', { name: 'Share on LinkedIn' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Share on Facebook' }).length).toBeGreaterThan(0);
  });

  it('lets a visitor log in to like, and a signed-in reader like once', async () => {
    const { callsTo } = stubArticle();
    const visitor = await openArticle();
    expect(
      screen.getByRole('link', { name: 'Log in to like this article, 3 likes' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/login\?from=%2Fnews%2F/));
    visitor.unmount();

    signInUser();
    const { user } = await openArticle();
    const like = screen.getByRole('button', { name: 'Like this article, 3 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);

    expect(
      await screen.findByRole('button', { name: 'Like this article, 4 likes' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo('POST /api/news/7/like')).toHaveLength(1);
  });

  it('asks for the first like in words, not with a "0"', async () => {
    stubArticle(makeNewsDetail(7, { likes: 0 }));
    signInUser();
    await openArticle();

    const like = screen.getByRole('button', { name: 'Like this article' });
    expect(like).toHaveTextContent(/^Like$/);
  });

  it('goes back to the board when opened straight from a link', async () => {
    stubArticle();
    // The board watches the end of its list.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { user, currentPath } = await openArticle();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(currentPath()).toBe('/news'));
  });

  it('shows a 404 with the way back to the list', async () => {
    stubArticle(jsonResponse(404, { detail: 'Not found', error_type: 'not_found' }));
    renderApp('/news/7');

    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  });

  it('shows an error with a try-again that works', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/news/7': () =>
        isDown
          ? jsonResponse(500, { detail: 'Server error' })
          : jsonResponse(200, makeNewsDetail()),
      'GET /api/news/bundle/7': jsonResponse(200, makeNewsBundle()),
      'GET /api/news/content/7/en': htmlResponse('<p>Body</p>'),
      'GET /api/comments/7': jsonResponse(200, {
        items: [],
        total: 0,
        offset: 0,
        limit: 10,
        has_more: false,
      }),
    });
    const { user } = renderApp('/news/7');

    expect(await screen.findByText('Failed to load the article')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toBeInTheDocument();
  });

  it('says when the network is the problem', async () => {
    stubFetch({ 'GET /api/news/7': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/news/7');

    expect(
      await screen.findByText(
        'Network error. Please check your connection and try again.',
        undefined,
        {
          timeout: 5_000,
        },
      ),
    ).toBeInTheDocument();
  });
});

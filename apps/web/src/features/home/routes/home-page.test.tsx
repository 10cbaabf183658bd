import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { FakeWebSocket } from '../../../shared/realtime/testing/fake-web-socket';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const NEWS = {
  items: [1, 2, 3, 4].map((id) => ({
    id,
    title_en: `AI and work, part ${id}`,
    title_zh: id === 4 ? '' : `AI 与工作（第 ${id} 篇）`,
    // Drafted long before it went out: the list dates it by publication, as the board does.
    created_at: '2025-01-01T08:00:00.000Z',
    published_at: `2025-05-0${id}T08:00:00.000Z`,
    views: id * 1_000,
  })),
  page: 1,
  page_size: 4,
  total: 12,
};

function stubHomeServer(options: { news?: boolean } = {}) {
  return stubFetch({
    'GET /api/news/': options.news
      ? jsonResponse(200, NEWS)
      : jsonResponse(404, { detail: 'Not found.' }),
  });
}

// The page opens the search's live channel; a fake one keeps the tests off the network.
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('home page', () => {
  it('keeps the hero and the three ways in, with the job search between them', async () => {
    stubHomeServer();
    renderApp('/');

    expect(await screen.findByRole('searchbox', { name: 'Job title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Irreplaceable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Job fit analysis/ })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: /Roles that need me/ })).toHaveAttribute(
      'href',
      '/me/cv-analysis/start',
    );
    expect(screen.getByRole('link', { name: /Enter an industry/ })).toHaveAttribute(
      'href',
      '/me/industry-analysis/start',
    );
  });
});

describe('home page news', () => {
  it('lists the latest four news items with a link to more', async () => {
    const { callsTo } = stubHomeServer({ news: true });
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'Latest news' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /AI and work, part 2/ })).toHaveAttribute(
      'href',
      '/news/2?views=2000',
    );
    expect(within(section).getByText('2k views')).toBeInTheDocument();
    const dates = within(section)
      .getAllByRole('time')
      .map((time) => time.getAttribute('datetime'));
    expect(dates).toEqual(NEWS.items.map((item) => item.published_at));
    expect(within(section).getByRole('link', { name: 'View more news' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(callsTo('GET /api/news/')[0]?.url).toContain('page=1&page_size=4&sort_by=time');
  });

  it('shows Chinese titles, falling back to English', async () => {
    await changeLanguage('zh');
    stubHomeServer({ news: true });
    renderApp('/');

    const section = await screen.findByRole('region', { name: '最新资讯' });
    expect(within(section).getByText('AI 与工作（第 1 篇）')).toBeInTheDocument();
    expect(within(section).getByText('AI and work, part 4')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '职位名称' })).toHaveAttribute(
      'placeholder',
      '搜索职位名称',
    );
  });

  it('hides the news section when there is none', async () => {
    const { callsTo } = stubHomeServer();
    renderApp('/');

    await screen.findByRole('searchbox', { name: 'Job title' });
    await waitFor(() => expect(callsTo('GET /api/news/')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TJobListItem } from '@irreplaceable/contracts/jobs/job';
import { JobCard } from '../../features/jobs/components/job-card';
import { JobProgressEntry } from '../../features/search/components/job-progress-entry';
import { jobEntry } from '../../features/search/testing/search-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { changeLanguage } from '../i18n/i18n';

const YOUTUBER: TJobListItem = {
  id: 9,
  title: 'YouTuber',
  category: 'Creative & Media',
  category_id: 'creative-media',
  ai_replacement_rate: null,
  rate_unknown_reason: 'no_study_coverage',
  search_popularity: 1,
  last_refreshed_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  model_name: 'gpt',
};

/** A job no study covers shows "not rated" and why on the board and in search results. */
describe('an unrated job in lists', () => {
  it('is "Not rated" on its board card, with the reason and no gauge', () => {
    renderWithProviders(
      <MemoryRouter>
        <JobCard job={YOUTUBER} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'YouTuber' });
    expect(card).toHaveTextContent('Not rated');
    expect(card).toHaveTextContent('No study covers this occupation');
    expect(card).not.toHaveTextContent(/\d+%/);
  });

  it('is "Not rated" in a search result, in both languages', async () => {
    const entry = jobEntry({
      title: 'YouTuber',
      aiReplacementRate: null,
      rateUnknownReason: 'no_study_coverage',
    });
    const view = renderWithProviders(
      <MemoryRouter>
        <JobProgressEntry entry={entry} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Not rated: no study covers this occupation')).toBeInTheDocument();
    expect(view.container).not.toHaveTextContent(/AI replacement rate \d/);
    view.unmount();
    await changeLanguage('zh');
    renderWithProviders(
      <MemoryRouter>
        <JobProgressEntry entry={entry} />
      </MemoryRouter>,
    );
    expect(screen.getByText('暂无评分：研究数据未覆盖该职业')).toBeInTheDocument();
  });
});

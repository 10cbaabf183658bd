import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePersonas } from '../../../shared/analysts/persona-fixtures';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { makeUnratedJobDetail, makeUnscoredReviews } from '../testing/make-job';

async function openUnratedJob(path = '/jobs/7') {
  stubFetch({
    'GET /api/analysts': jsonResponse(200, makePersonas()),
    'GET /api/jobs/7': jsonResponse(200, makeUnratedJobDetail()),
    'GET /api/jobs/7/llm-reviews': jsonResponse(200, makeUnscoredReviews()),
    'GET /api/users/me': jsonResponse(200, {}),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
  });
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
}

/** No study covers the occupation: the page says so wherever a rate would stand. */
describe('a job page without a rate', () => {
  it('says "not rated" and why, with no tug of war and no percentages', async () => {
    await openUnratedJob();
    const contest = screen.getByRole('region', { name: 'Human vs AI' });
    expect(
      within(contest).getByText('Not rated: no study covers this occupation'),
    ).toBeInTheDocument();
    expect(within(contest).queryByText('VS')).not.toBeInTheDocument();
    expect(contest).not.toHaveTextContent(/\d+%/);
    const analysts = screen.getByRole('region', { name: 'What the four analysts say' });
    expect(
      within(analysts).getByText('Not rated: no study covers this occupation'),
    ).toBeInTheDocument();
    expect(analysts).not.toHaveTextContent(/AI replacement rate/);
    expect(
      screen.getByText(
        'None of the studies the rate is built from covers this occupation, so the formula has nothing to add up and gives no rate.',
      ),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Score history' });
    expect(within(history).getByText('Not rated')).toBeInTheDocument();
    expect(history).not.toHaveTextContent(/\d+%/);
  });

  it('shows the analysts without a figure as not scored, with the reason, never as 50', async () => {
    await openUnratedJob();
    const analysts = screen.getByRole('region', { name: 'What the four analysts say' });
    const tabs = within(analysts).getAllByRole('tab');
    expect(tabs.map((tab) => /Not scored/.test(tab.textContent ?? ''))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(analysts).not.toHaveTextContent(/\b50\b/);
    await userEvent.click(tabs[1]!);
    const panel = within(analysts).getByRole('tabpanel');
    expect(within(panel).getByText('Not scored')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'No study covers this occupation, so this analyst has no figure to score it from.',
      ),
    ).toBeInTheDocument();
  });

  it('says why there is no rate where a rated page says how it got it, with no zero points', async () => {
    await openUnratedJob();
    expect(
      screen.queryByRole('heading', { name: 'How we got this number' }),
    ).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Why there is no rate' });
    const table = within(panel).getByRole('table', { name: 'What each study contributed' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.at(-1)).toHaveTextContent('—');
    }
    expect(table).not.toHaveTextContent(/pts/);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByText('Why no rate')).toBeInTheDocument();
    expect(screen.getByText(/see “Why there is no rate”/)).toBeInTheDocument();
  });

  it('does not say the page was analysed by one analyst when the others could not score it', async () => {
    await openUnratedJob();
    expect(
      await screen.findByText('Page written by Boss · only 1 of 4 analysts could score this job'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Analysed by Boss')).not.toBeInTheDocument();
  });

  it('shows no demand index where BLS publishes no projections', async () => {
    await openUnratedJob();
    expect(screen.getByText('No demand index')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Demand index \d+/)).not.toBeInTheDocument();
  });

  it('says the same in Chinese', async () => {
    await changeLanguage('zh');
    await openUnratedJob();
    expect(
      (await screen.findAllByText('暂无评分：研究数据未覆盖该职业')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('暂无需求指数')).toBeInTheDocument();
    const analysts = screen.getByRole('region', { name: '四位分析师怎么看' });
    expect(within(analysts).getAllByText('未打分').length).toBeGreaterThanOrEqual(3);
    const panel = screen.getByRole('region', { name: '为什么没有替代率' });
    expect(panel).not.toHaveTextContent(/\d 分/);
    expect(
      await screen.findByText('执笔：Boss · 4 位分析师中只有 1 位能给出评分'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  ANALYSIS_ID,
  CV_ANALYSIS_ID,
  makeAnalysis,
  makeIndustryItem,
} from '../testing/make-industry-analysis';
import { SEARCH_DEBOUNCE_MS } from '../components/industry-search';

const START = '/me/industry-analysis/start';
const FREE = { free_available: true, next_free_at: null, credit_cost: 1 };
const NOT_AN_INDUSTRY = {
  detail: 'We could not find an industry called “xqzv”. Try the name of a line of business.',
  error_type: 'not_an_industry',
  examples: ['Hospitals', 'Software Publishers'],
};

function cvItem(overrides: Partial<TCvHistoryItem> = {}): TCvHistoryItem {
  return {
    id: CV_ANALYSIS_ID,
    status: 'completed',
    progress: 100,
    mode: 'free',
    language: 'en',
    created_at: '2026-11-25T08:00:00.000Z',
    expires_at: '2026-11-26T08:00:00.000Z',
    expired: false,
    input: {
      kind: 'upload',
      file_name: 'jane-doe.pdf',
      label: null,
      file_type: 'pdf',
      size: 1200,
      file_available: true,
    },
    top_role: 'Accountants and Auditors',
    top_fit: 66,
    current_role: 'Accountants and Auditors',
    error_message: null,
    ...overrides,
  };
}

const ONLINE_RETAIL_NOTE = 'NAICS 2022 has no online retail industry.';

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://x').searchParams.get('q');

function stubStart(routes: Record<string, Response | ((call: TRecordedCall) => Response)> = {}) {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    'GET /api/industry-analysis/allowance': jsonResponse(200, FREE),
    'GET /api/credits/balance': jsonResponse(200, { paid: 0, free: 0, total: 0 }),
    'GET /api/industries': (call) =>
      queryOf(call) === 'xqzv'
        ? jsonResponse(200, { items: [] })
        : jsonResponse(200, {
            items: [
              makeIndustryItem({ matched: '跨境电商', note: ONLINE_RETAIL_NOTE }),
              makeIndustryItem({
                code: '459999',
                name_en: 'All Other Miscellaneous Retailers',
                name_zh: '其他杂项零售',
                level: 6,
                gbt: [],
                parents: ['45999'],
              }),
            ],
          }),
    [`GET /api/industry-analysis/${ANALYSIS_ID}`]: jsonResponse(
      200,
      makeAnalysis({ status: 'pending', progress: 0, stage: 'queued', result: null }),
    ),
    ...routes,
  });
}

describe('industry analysis start page', () => {
  it('suggests industries as the reader types and starts a free analysis of the one picked', async () => {
    signInUser();
    const { callsTo } = stubStart({
      'POST /api/industry-analysis': jsonResponse(200, { id: ANALYSIS_ID, status: 'pending' }),
    });
    const { user, currentPath } = renderApp(START);

    await user.type(await screen.findByLabelText(/Which industry\?/), '跨境电商');
    const suggestions = await screen.findByRole('listbox', { name: 'Industries that match' });
    const retail = await within(suggestions).findByRole('option', { name: /Retail Trade/ });
    expect(within(retail).getByText('· 零售业', { exact: false })).toBeInTheDocument();
    // What matched is what was typed: saying so again adds nothing.
    expect(within(retail).queryByText('matched “跨境电商”')).not.toBeInTheDocument();
    expect(within(retail).getByText('NAICS 44-45')).toBeInTheDocument();
    expect(within(retail).getByText('GB/T F52 零售业')).toBeInTheDocument();
    expect(within(retail).getByText(ONLINE_RETAIL_NOTE)).toBeInTheDocument();
    // One search for what was typed once the typing paused, not one per character.
    expect(callsTo('GET /api/industries').map(queryOf)).toEqual(['跨境电商']);

    await user.click(retail);
    expect(screen.getByText(/Chosen: Retail Trade/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));

    await waitFor(() => expect(currentPath()).toBe(`/me/industry-analysis/result/${ANALYSIS_ID}`));
    expect(callsTo('POST /api/industry-analysis')[0]!.body).toEqual({
      industry_code: '44-45',
      mode: 'free',
      language: 'en',
    });
    expect(
      await screen.findByRole('heading', { name: 'Analysing the industry' }),
    ).toBeInTheDocument();
  });

  it('shows an English page in English: suggestions without Chinese lines, English examples', async () => {
    signInUser();
    stubStart();
    const { user } = renderApp(START);

    const examples = await screen.findByRole('group', { name: 'Try' });
    expect(within(examples).queryByRole('button', { name: '新能源汽车' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Which industry\?/), 'retailers');
    const suggestions = await screen.findByRole('listbox', { name: 'Industries that match' });
    const retail = await within(suggestions).findByRole('option', { name: /^Retail Trade/ });
    expect(retail).not.toHaveTextContent(/零售|GB\/T/);
    expect(within(retail).getByText('matched “跨境电商”')).toBeInTheDocument();
    const other = within(suggestions).getByRole('option', { name: /All Other Miscellaneous/ });
    expect(within(other).getByText('same industry as 45999')).toBeInTheDocument();
  });

  it('suggests nothing for a query that names no industry, and says so when it is sent', async () => {
    signInUser();
    const { callsTo } = stubStart({
      'POST /api/industry-analysis': jsonResponse(400, NOT_AN_INDUSTRY),
    });
    const { user } = renderApp(START);

    const box = await screen.findByLabelText(/Which industry\?/);
    await user.type(box, 'xqzv');
    await waitFor(() => expect(callsTo('GET /api/industries').map(queryOf)).toEqual(['xqzv']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOT_AN_INDUSTRY.detail)).toBeInTheDocument();
    expect(within(alert).getByText('Industries you could try:')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Hospitals' }));
    expect(box).toHaveValue('Hospitals');
    await waitFor(() =>
      expect(callsTo('GET /api/industries').map(queryOf)).toEqual(['xqzv', 'Hospitals']),
    );
    expect(screen.queryByText(NOT_AN_INDUSTRY.detail)).not.toBeInTheDocument();
  });

  it('asks once two letters are typed, after a 200 ms pause', async () => {
    signInUser();
    const { callsTo } = stubStart();
    const { user } = renderApp(START);

    const box = await screen.findByLabelText(/Which industry\?/);
    await user.type(box, 'h');
    await new Promise((resolve) => setTimeout(resolve, 2 * SEARCH_DEBOUNCE_MS));
    expect(callsTo('GET /api/industries')).toHaveLength(0);
    await user.type(box, 'o');
    await waitFor(() => expect(callsTo('GET /api/industries').map(queryOf)).toEqual(['ho']));
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
  });

  it('fills the box from an example chip in the page’s language', async () => {
    signInUser();
    stubStart();
    const { user } = renderApp(START);

    const examples = await screen.findByRole('group', { name: 'Try' });
    await user.click(within(examples).getByRole('button', { name: 'electric vehicles' }));
    expect(screen.getByLabelText(/Which industry\?/)).toHaveValue('electric vehicles');
    expect(within(examples).getByRole('button', { name: 'fintech' })).toBeInTheDocument();
  });

  it('sends a typed industry with the current job, and shows a job it cannot read by the job', async () => {
    signInUser();
    const { callsTo } = stubStart({
      'POST /api/industry-analysis': jsonResponse(400, {
        detail: 'We could not recognise the job “zzz” well enough.',
        error_type: 'job_not_recognised',
      }),
    });
    const { user } = renderApp(START);

    await user.type(await screen.findByLabelText(/Which industry\?/), 'hospitals');
    await user.click(screen.getByRole('radio', { name: 'My current job' }));
    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));
    expect(
      await screen.findByText('Type your current job, or skip this step.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/industry-analysis')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your current job'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));

    const job = screen.getByLabelText('Your current job');
    await waitFor(() => expect(job).toHaveAccessibleDescription(/could not recognise the job/));
    expect(callsTo('POST /api/industry-analysis')[0]!.body).toEqual({
      industry_query: 'hospitals',
      current_job: 'zzz',
      mode: 'free',
      language: 'en',
    });
  });

  it('attaches one of the reader’s completed CV analyses, offering only those still kept', async () => {
    signInUser();
    const { callsTo } = stubStart({
      'GET /api/cv-analysis/history': jsonResponse(200, {
        items: [
          cvItem(),
          cvItem({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', expired: true }),
          cvItem({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', status: 'failed' }),
        ],
        total: 3,
        page: 1,
        page_size: 50,
        has_more: false,
      }),
      'POST /api/industry-analysis': jsonResponse(200, { id: ANALYSIS_ID, status: 'pending' }),
    });
    const { user, currentPath } = renderApp(START);

    await user.type(await screen.findByLabelText(/Which industry\?/), 'retail');
    await user.click(screen.getByRole('radio', { name: 'My CV analysis' }));
    const choice = await screen.findByRole('combobox', { name: 'Your CV analysis' });
    const options = within(choice).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose one of your analyses',
      expect.stringMatching(/^jane-doe\.pdf · Accountants and Auditors · /),
    ]);
    await user.selectOptions(choice, CV_ANALYSIS_ID);
    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));

    await waitFor(() => expect(currentPath()).toBe(`/me/industry-analysis/result/${ANALYSIS_ID}`));
    expect(callsTo('POST /api/industry-analysis')[0]!.body).toEqual({
      industry_query: 'retail',
      cv_analysis_id: CV_ANALYSIS_ID,
      mode: 'free',
      language: 'en',
    });
  });

  it('attaches the CV analysis it was opened from (?cv=)', async () => {
    signInUser();
    const { callsTo } = stubStart({
      'GET /api/cv-analysis/history': jsonResponse(200, {
        items: [cvItem()],
        total: 1,
        page: 1,
        page_size: 50,
        has_more: false,
      }),
      'POST /api/industry-analysis': jsonResponse(200, { id: ANALYSIS_ID, status: 'pending' }),
    });
    const { user } = renderApp(`${START}?cv=${CV_ANALYSIS_ID}`);

    await user.type(await screen.findByLabelText(/Which industry\?/), 'retail');
    expect(screen.getByRole('radio', { name: 'My CV analysis' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Your CV analysis' })).toHaveValue(
      CV_ANALYSIS_ID,
    );
    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));
    await waitFor(() => expect(callsTo('POST /api/industry-analysis')).toHaveLength(1));
    expect(callsTo('POST /api/industry-analysis')[0]!.body).toMatchObject({
      cv_analysis_id: CV_ANALYSIS_ID,
    });
  });

  it('offers a CV analysis first when there is none to attach', async () => {
    signInUser();
    stubStart({
      'GET /api/cv-analysis/history': jsonResponse(200, {
        items: [],
        total: 0,
        page: 1,
        page_size: 50,
        has_more: false,
      }),
    });
    const { user } = renderApp(START);

    await user.click(await screen.findByRole('radio', { name: 'My CV analysis' }));
    expect(
      await screen.findByText('You have no completed CV analysis to attach.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyse your CV' })).toHaveAttribute(
      'href',
      '/me/cv-analysis/start',
    );
  });

  it('shows the start’s own refusal of an industry with its examples, and a used free analysis', async () => {
    signInUser();
    stubStart({
      'GET /api/industry-analysis/allowance': jsonResponse(200, {
        free_available: false,
        next_free_at: '2026-11-26T00:00:00.000Z',
        credit_cost: 1,
      }),
      'GET /api/credits/balance': jsonResponse(200, { paid: 2, free: 0, total: 2 }),
      'POST /api/industry-analysis': jsonResponse(400, NOT_AN_INDUSTRY),
    });
    const { user } = renderApp(START);

    const free = await screen.findByRole('radio', { name: /^Free/ });
    await waitFor(() => expect(free).toBeDisabled());
    expect(screen.getByRole('radio', { name: /^1 credit/ })).toBeChecked();
    expect(await screen.findByText('Your balance: 2 credits.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));
    expect(await screen.findByText('Type an industry first.')).toBeInTheDocument();

    const box = screen.getByLabelText(/Which industry\?/);
    await user.type(box, 'xqzv');
    await user.click(screen.getByRole('button', { name: 'Analyse this industry' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Software Publishers' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    stubFetch({});
    const { currentPath } = renderApp(START);
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
  });
});

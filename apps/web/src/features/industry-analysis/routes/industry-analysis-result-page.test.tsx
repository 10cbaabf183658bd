import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TIndustryAnalysisResponse } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { FakeWebSocket } from '../../../shared/realtime/testing/fake-web-socket';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  ANALYSIS_ID,
  makeAnalysis,
  makePersonal,
  makeResult,
} from '../testing/make-industry-analysis';

const URL = `/api/industry-analysis/${ANALYSIS_ID}`;
const PAGE = `/me/industry-analysis/result/${ANALYSIS_ID}`;

function stubResult(routes: Record<string, Response | ((call: TRecordedCall) => Response)>) {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    ...routes,
  });
}

/** The rows of a chart's hidden table, each as its cells' text. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
}

describe('industry analysis result page', () => {
  it('shows the industry, its figures with their sources, and each chart’s figures as a table', async () => {
    signInUser();
    const analysis = makeAnalysis();
    analysis.input.industry_query = 'SaaS';
    stubResult({ [`GET ${URL}`]: jsonResponse(200, analysis) });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Software Publishers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('NAICS 5132')).toBeInTheDocument();
    expect(screen.getByText('You asked about “SaaS”')).toBeInTheDocument();
    expect(screen.getByText('In Chinese: 软件出版')).toBeInTheDocument();
    expect(screen.getByText(/this industry is wider|same scope/)).toBeInTheDocument();
    expect(screen.getByText('6513 应用软件开发')).toBeInTheDocument();
    expect(screen.getByText('Written by Built-in analyst')).toBeInTheDocument();
    expect(screen.getByText(/^Free result: kept until/)).toBeInTheDocument();

    const note = screen.getByRole('note');
    expect(within(note).getByText('Where these figures come from')).toBeInTheDocument();
    expect(
      within(note).getByText(
        /the ten largest occupations of Software Publishers \(OEWS, May 2024\), which hold 71\.2% of its jobs/,
      ),
    ).toBeInTheDocument();
    expect(within(note).getByText(/all occupations of the wider Publishing Industries/));
    expect(within(note).getByText(/those of Software Publishers itself \(BLS QCEW 2024/));

    const figures = screen.getByRole('region', { name: 'The industry in figures' });
    expect(within(figures).getByText('2,915,020')).toBeInTheDocument();
    expect(within(figures).getByText('61,400 establishments')).toBeInTheDocument();
    expect(within(figures).getByText('$112,770')).toBeInTheDocument();
    expect(within(figures).getByText('50%')).toBeInTheDocument();
    expect(within(figures).getByText('52.1%')).toBeInTheDocument();
    expect(
      within(figures).getByText(
        'Share of the workers of Publishing Industries in occupations rated 50% or more.',
      ),
    ).toBeInTheDocument();
    expect(within(figures).getByText('1.97')).toBeInTheDocument();
    expect(within(figures).getByText('1.88')).toBeInTheDocument();
    expect(within(figures).getAllByText('Higher than 96% of the scored industries')).toHaveLength(
      2,
    );
    expect(
      within(figures).getByText('The score published for 5112 Software Publishers.'),
    ).toBeInTheDocument();
    expect(within(figures).getAllByText('Source: BLS QCEW, 2024 annual average')).toHaveLength(2);
    expect(within(figures).getAllByText('Source: Felten, Raj & Seamans 2021/2023')).toHaveLength(2);

    expect(tableRows('Who works in it: the figures as a table')).toEqual([
      ['Software Developers', '11.4%', '330,980', '$161,640', '51%'],
      ['Customer Service Representatives', '3.9%', '112,270', '$47,900', '70%'],
      ['Data Scientists', '0.9%', '26,820', '$161,640', '71%'],
      [
        'Broadcast Announcers and Radio Disc Jockeys',
        '0.7%',
        '20,700',
        '$161,640',
        'Not rated (no study covers this occupation)',
      ],
    ]);
    expect(
      screen.getByText(
        'Source: BLS OEWS May 2024 (staffing; wages are means); AI replacement rate: our formula (exposure-2026.1).',
      ),
    ).toBeInTheDocument();
    // An occupation without a rate cannot be placed on the rate axis.
    expect(tableRows('Growth against exposure: the figures as a table')).toEqual([
      ['Software Developers', '51%', '+15.8%', '11.4%', '330,980'],
      ['Customer Service Representatives', '70%', '−5.5%', '3.9%', '112,270'],
      ['Data Scientists', '71%', '+33.5%', '0.9%', '26,820'],
    ]);
    expect(tableRows('Against the other sectors: the figures as a table')).toEqual([
      ['Finance and Insurance', '54%', '6,717,000'],
      ['Information (This sector)', '50%', '2,915,020'],
      ['Health Care and Social Assistance', '30%', '23,117,850'],
    ]);
    const aiie = tableRows('Against all scored industries: the figures as a table');
    expect(aiie.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(3);
    expect(aiie.filter(([, , here]) => here !== '')).toEqual([['1.75 to 2.00', '1', '1.97']]);
  });

  it('lists growing and shrinking occupations, BLS factors, ways in, sources and feedback', async () => {
    signInUser();
    stubResult({ [`GET ${URL}`]: jsonResponse(200, makeAnalysis()) });
    renderApp(PAGE);

    const growing = await screen.findByRole('region', { name: 'Growing occupations' });
    expect(within(growing).getByText('Data Scientists')).toBeInTheDocument();
    expect(within(growing).getByText('+33.5%')).toBeInTheDocument();
    // Each listed occupation a release covers carries its median pay in China.
    expect(
      within(growing).getByText('China median pay, yuan a month: Shandong 2024: ¥10,433'),
    ).toBeInTheDocument();
    const shrinking = screen.getByRole('region', { name: 'Shrinking occupations' });
    expect(within(shrinking).getByText('−5.5%')).toBeInTheDocument();
    expect(screen.getByText(/all industries: \+3\.1%/)).toBeInTheDocument();

    const factors = screen.getByRole('region', { name: 'What BLS expects to change' });
    const items = within(factors).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Cites AI')).toBeInTheDocument();
    expect(within(items[0]!).getByText('For all industries')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Falling share')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Cites AI')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('For this industry')).toBeInTheDocument();

    const entry = screen.getByRole('region', { name: 'Ways in' });
    expect(
      within(entry).getByRole('list', { name: 'Needing the least preparation' }),
    ).toHaveTextContent('Customer Service Representatives');
    expect(within(entry).getByText(/Preparation: some preparation/)).toBeInTheDocument();

    expect(screen.queryByRole('region', { name: 'Where you fit' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sources and notes' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'AI Industry Exposure (AIIE) and Language Modeling AIIE' }),
    ).toHaveAttribute('href', 'https://github.com/AIOE-Data/AIOE');
    expect(
      screen.getByRole('heading', { name: 'How useful was this analysis?' }),
    ).toBeInTheDocument();
  });

  it('shows China’s figures for the industry’s GB/T section: after the U.S. figures in English, first in Chinese', async () => {
    signInUser();
    stubResult({ [`GET ${URL}`]: jsonResponse(200, makeAnalysis()) });
    renderApp(PAGE);
    const china = await screen.findByRole('region', {
      name: 'In China: the Information transmission, software and information technology services section',
    });
    expect(within(china).getAllByText('5.5 million')[0]).toBeInTheDocument();
    expect(within(china).getByText('+69.1% since 2013')).toBeInTheDocument();
    expect(within(china).getByText('¥238,966 a year')).toBeInTheDocument();
    expect(within(china).getByText(/wider than this industry/)).toBeInTheDocument();
    expect(within(china).getByText(/urban non-private units only/)).toBeInTheDocument();
    expect(
      within(china).getByText(
        'Source: National Bureau of Statistics of China (NBS), annual data to 2024',
      ),
    ).toBeInTheDocument();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    const figures = screen.getByRole('region', { name: 'The industry in figures' });
    expect(regions.indexOf(china.getAttribute('aria-labelledby'))).toBeGreaterThan(
      regions.indexOf(figures.getAttribute('aria-labelledby')),
    );

    cleanup();
    await changeLanguage('zh');
    renderApp(PAGE);
    const zh = await screen.findByRole('region', {
      name: '在中国：“信息传输、软件和信息技术服务业”门类',
    });
    expect(within(zh).getAllByText('553.4 万')[0]).toBeInTheDocument();
    expect(within(zh).getByText('238,966 元/年')).toBeInTheDocument();
    expect(screen.getAllByRole('region')[0]).toBe(zh);
  });

  it('says “no data” for figures the sources do not have', async () => {
    signInUser();
    const result = makeResult({
      employment: { source: 'oews', total: 2_915_020, mean_wage: null, establishments: null },
      aiie: null,
      industry: {
        ...makeResult().industry,
        staffing: {
          ...makeResult().industry.staffing,
          level: 'sector',
          code: '51',
          name: 'Information',
          summed_level: 'sector',
          summed_code: '51',
          summed_name: 'Information',
        },
        gbt: [],
      },
    });
    stubResult({ [`GET ${URL}`]: jsonResponse(200, makeAnalysis({ result })) });
    renderApp(PAGE);

    const figures = await screen.findByRole('region', { name: 'The industry in figures' });
    expect(within(figures).getAllByText('No data')).toHaveLength(3);
    expect(within(figures).queryByText(/establishments/)).not.toBeInTheDocument();
    expect(screen.getByText('The study has no score for this industry.')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(
      within(note).getByText(
        /staffing only for the wider Information: the occupations, exposure and growth below are its figures, not those of Software Publishers alone/,
      ),
    ).toBeInTheDocument();
    expect(
      within(note).getByText(/those of Information \(BLS OEWS, May 2024\)/),
    ).toBeInTheDocument();
  });

  it('shows where the reader fits when they told us about themselves', async () => {
    signInUser();
    const result = makeResult({ personal: makePersonal() });
    stubResult({ [`GET ${URL}`]: jsonResponse(200, makeAnalysis({ result })) });
    renderApp(PAGE);

    const panel = await screen.findByRole('region', { name: 'Where you fit' });
    expect(
      within(panel).getByText('From your job: “software engineer” · read as Software Developers'),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/closest way into software publishers/)).toBeInTheDocument();
    expect(within(panel).getByText('100')).toBeInTheDocument();
    expect(within(panel).getByText('81')).toBeInTheDocument();
    expect(
      within(panel).getAllByText(
        /from shared skills · 0\.9% of the jobs here · AI replacement rate 71%/,
      ),
    ).toHaveLength(1);
    expect(within(panel).getByText('The advice below is for: Data Scientists')).toBeInTheDocument();
    expect(within(panel).getByText('Critical Thinking')).toBeInTheDocument();
    expect(within(panel).getByText('Mathematics')).toBeInTheDocument();
    expect(within(panel).getByText('Apache Spark')).toBeInTheDocument();
  });

  it('follows a running analysis live over the socket, then shows the result', async () => {
    FakeWebSocket.reset();
    FakeWebSocket.autoOpen = true;
    vi.stubGlobal('WebSocket', FakeWebSocket);
    signInUser();
    let analysis: TIndustryAnalysisResponse = makeAnalysis({
      status: 'processing',
      progress: 20,
      stage: 'matching',
      result: null,
    });
    stubResult({ [`GET ${URL}`]: () => jsonResponse(200, analysis) });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { name: 'Analysing the industry' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20% done')).toBeInTheDocument();
    expect(screen.getByText('Finding the industry and your background')).toBeInTheDocument();
    expect(await screen.findByText('Live updates')).toBeInTheDocument();

    const step = (kind: 'cv' | 'industry', status: 'processing' | 'completed', progress: number) =>
      act(() =>
        FakeWebSocket.latest().receive({
          type: 'analysis_progress',
          data: {
            analysis_id: ANALYSIS_ID,
            kind,
            status,
            progress,
            stage: status === 'completed' ? 'done' : 'ranking',
            error_message: null,
            error_type: null,
          },
        }),
      );
    // Another kind's news is not this analysis's, whatever its id.
    step('cv', 'processing', 90);
    step('industry', 'processing', 60);
    expect(await screen.findByText('60% done')).toBeInTheDocument();

    analysis = makeAnalysis();
    step('industry', 'completed', 100);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Software Publishers' }),
    ).toBeInTheDocument();
  });

  it('says a free result has expired (410), and offers a new analysis', async () => {
    signInUser();
    stubResult({
      [`GET ${URL}`]: jsonResponse(410, {
        detail: 'Free mode analysis expired (24h limit)',
        error_type: 'analysis_expired',
      }),
    });
    renderApp(PAGE);

    expect(await screen.findByText('This free analysis has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New analysis' })).toHaveAttribute(
      'href',
      '/me/industry-analysis/start',
    );
    expect(screen.getByRole('link', { name: 'Back to history' })).toHaveAttribute(
      'href',
      '/me/industry-analysis/history',
    );
  });

  it('explains a failed analysis and that its credit came back', async () => {
    signInUser();
    stubResult({
      [`GET ${URL}`]: jsonResponse(
        200,
        makeAnalysis({
          status: 'failed',
          stage: 'failed',
          mode: 'credit',
          result: null,
          error_type: 'server_error',
          error_message: 'Something went wrong on our side.',
        }),
      ),
    });
    renderApp(PAGE);

    expect(await screen.findByText('The analysis stopped')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was charged: any credit it used has been returned.'),
    ).toBeInTheDocument();
  });

  it('deletes the analysis after a confirmation and returns to the history', async () => {
    signInUser();
    const { callsTo } = stubResult({
      [`GET ${URL}`]: jsonResponse(200, makeAnalysis()),
      [`DELETE ${URL}`]: jsonResponse(200, { deleted: true }),
      'GET /api/industry-analysis/history': jsonResponse(200, {
        items: [],
        total: 0,
        page: 1,
        page_size: 10,
        has_more: false,
      }),
    });
    const { user, currentPath } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    expect(
      within(dialog).getByText(
        'The analysis and what you told us about yourself for it will be deleted for good.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(currentPath()).toBe('/me/industry-analysis/history'));
    expect(callsTo(`DELETE ${URL}`)).toHaveLength(1);
    expect(await screen.findByText('No industry analyses yet')).toBeInTheDocument();
  });
});

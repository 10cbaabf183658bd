import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { stubXhr } from '../../../test/xhr-stub';
import { ANALYSIS_ID, makeAnalysis } from '../testing/make-cv-analysis';

const START = '/me/cv-analysis/start';
const FREE = { free_available: true, next_free_at: null, credit_cost: 1 };

function stubStart(routes: Record<string, Response | ((call: TRecordedCall) => Response)> = {}) {
  return stubFetch({
    'GET /api/users/me': jsonResponse(200, makeUser()),
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    'GET /api/cv-analysis/allowance': jsonResponse(200, FREE),
    'GET /api/credits/balance': jsonResponse(200, { paid: 0, free: 0, total: 0 }),
    [`GET /api/cv-analysis/${ANALYSIS_ID}`]: jsonResponse(
      200,
      makeAnalysis({ status: 'processing', progress: 35, stage: 'matching', result: null }),
    ),
    ...routes,
  });
}

const pdf = () => new File(['%PDF-1.7 a two-page CV'], 'jane-doe.pdf', { type: 'application/pdf' });

describe('CV analysis start page', () => {
  it('sends a pasted CV as JSON in free mode and opens its progress', async () => {
    signInUser();
    const { callsTo } = stubStart({
      'POST /api/cv-analysis': jsonResponse(200, { id: ANALYSIS_ID, status: 'pending' }),
    });
    const { user, currentPath } = renderApp(START);

    await user.click(await screen.findByRole('tab', { name: 'Paste text' }));
    await user.click(screen.getByRole('button', { name: 'Analyse my CV' }));
    expect(await screen.findByText('Paste your CV first.')).toBeInTheDocument();
    expect(callsTo('POST /api/cv-analysis')).toHaveLength(0);

    await user.type(
      screen.getByLabelText('Paste the text of your CV'),
      'Jane Doe{enter}Data Analyst, Northwind Bank, 2019 – present',
    );
    await user.click(screen.getByRole('button', { name: 'Analyse my CV' }));

    await waitFor(() => expect(currentPath()).toBe(`/me/cv-analysis/result/${ANALYSIS_ID}`));
    expect(callsTo('POST /api/cv-analysis')[0]!.body).toEqual({
      cv_text: 'Jane Doe\nData Analyst, Northwind Bank, 2019 – present',
      mode: 'free',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Analysing your CV' })).toBeInTheDocument();
  });

  it('shows a chosen file’s name without the direction marks that would disguise it', async () => {
    signInUser();
    stubStart();
    const { user, container } = renderApp(START);

    await screen.findByText('Drop your CV here, or click to choose');
    const disguised = new File(['%PDF-1.7'], 'cv\u202efdp.exe\u202c.pdf', {
      type: 'application/pdf',
    });
    await user.upload(container.querySelector('input[type="file"]')!, disguised);

    const chosen = screen.getByLabelText('Chosen file');
    expect(within(chosen).getByText('cvfdp.exe.pdf')).toBeInTheDocument();
  });

  it('keeps one message, the refusal, when Analyse is clicked after a file too large', async () => {
    signInUser();
    const { callsTo } = stubStart();
    const { user, container } = renderApp(START);

    await screen.findByText('Drop your CV here, or click to choose');
    const large = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(container.querySelector('input[type="file"]')!, large);
    const refusal = 'That file cannot be used: it is larger than 10 MB';
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);

    await user.click(screen.getByRole('button', { name: 'Analyse my CV' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain(refusal);
    expect(screen.queryByText('Choose a file first.')).not.toBeInTheDocument();
    expect(callsTo('POST /api/cv-analysis')).toHaveLength(0);
  });

  it('uploads a chosen file with its fields, showing the upload as it goes', async () => {
    signInUser();
    stubStart();
    let release: () => void = () => {};
    const { calls } = stubXhr(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { id: ANALYSIS_ID, status: 'pending' } });
        }),
    );
    const { user, container, currentPath } = renderApp(START);

    await screen.findByText('Drop your CV here, or click to choose');
    await user.upload(container.querySelector('input[type="file"]')!, pdf());
    expect(screen.getByText('jane-doe.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyse my CV' }));

    expect(await screen.findByText('Reading your file…')).toBeInTheDocument();
    const form = calls[0]!.body as FormData;
    expect(calls[0]!.url).toMatch(/\/api\/cv-analysis$/);
    expect([form.get('mode'), form.get('language'), (form.get('file') as File).name]).toEqual([
      'free',
      'en',
      'jane-doe.pdf',
    ]);
    release();
    await waitFor(() => expect(currentPath()).toBe(`/me/cv-analysis/result/${ANALYSIS_ID}`));
  });

  it('shows the server’s translated reason when a file cannot be read, and keeps the file', async () => {
    signInUser();
    stubStart();
    stubXhr(() => ({
      status: 422,
      body: {
        detail: 'This PDF has no text we can read.',
        error_type: 'pdf_no_text',
      },
    }));
    const { user, container, currentPath } = renderApp(START);

    await screen.findByText('Drop your CV here, or click to choose');
    await user.upload(container.querySelector('input[type="file"]')!, pdf());
    await user.click(screen.getByRole('button', { name: 'Analyse my CV' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This PDF has no text we can read.')).toBeInTheDocument();
    expect(within(alert).getByText('We could not start the analysis')).toBeInTheDocument();
    expect(screen.getByText('jane-doe.pdf')).toBeInTheDocument();
    expect(currentPath()).toBe(START);

    // Choosing again starts afresh: the last attempt's message goes.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file the picker does not take before anything is sent', async () => {
    signInUser();
    stubStart();
    const { calls } = stubXhr(() => ({ status: 500 }));
    const { user, container } = renderApp(START);

    await screen.findByText('Drop your CV here, or click to choose');
    const image = new File(['GIF89a'], 'cv.gif', { type: 'image/gif' });
    // As if dropped: the picker itself would not even offer it.
    fireEvent.change(container.querySelector('input[type="file"]')!, {
      target: { files: [image] },
    });
    expect(
      await screen.findByText(
        'That file cannot be used: choose a PDF, Word, text or Markdown file',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyse my CV' }));
    // The refusal stays the one message: it already says what to do.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Choose a file first.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers the credit analysis once today’s free one is used, with the balance', async () => {
    signInUser();
    stubStart({
      'GET /api/cv-analysis/allowance': jsonResponse(200, {
        free_available: false,
        next_free_at: '2026-11-26T00:00:00.000Z',
        credit_cost: 1,
      }),
    });
    renderApp(START);

    const free = await screen.findByRole('radio', { name: /^Free/ });
    await waitFor(() => expect(free).toBeDisabled());
    expect(screen.getByText(/Used today\. Your next free analysis:/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^1 credit/ })).toBeChecked();
    expect(await screen.findByText(/Your balance: 0 credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/me/credit');
  });

  it('sends a visitor to sign in first', async () => {
    stubFetch({});
    const { currentPath } = renderApp(START);
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import type { TSearchJobRequest } from '@irreplaceable/contracts/jobs/search-job';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { FakeWebSocket } from '../../../shared/realtime/testing/fake-web-socket';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { disposeSearchRuntime } from '../runtime/search-runtime';
import { useSearchStateStore } from '../store/search-state-store';
import { initialSearchView, useSearchViewStore } from '../store/search-view-store';
import { live, searchResponse } from '../testing/search-fixtures';

function stubHomeServer(options: { search?: (body: TSearchJobRequest) => Response } = {}) {
  return stubFetch({
    'POST /api/v2/search-job': (call) => {
      const body = call.body as TSearchJobRequest;
      return options.search ? options.search(body) : jsonResponse(200, searchResponse(body));
    },
  });
}

/** The live channel connects once the visitor turns to the box; the fake server accepts it. */
async function acceptLiveConnection(): Promise<FakeWebSocket> {
  const box = await screen.findByRole('searchbox', { name: 'Job title' });
  act(() => box.focus());
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  socket.open();
  const greeting = socket.sent[0] as { data: { connection_id: string } };
  socket.receive(live.established(greeting.data.connection_id));
  return socket;
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  disposeSearchRuntime();
  useSearchViewStore.setState(initialSearchView);
  useSearchStateStore.setState({ saved: null });
});

describe('job search on the home page', () => {
  it('opens the live channel only once the visitor turns to the search box', async () => {
    stubHomeServer();
    renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Job title' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeWebSocket.instances).toHaveLength(0);
    act(() => box.focus());
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  });

  it('changes the hint in the box when it has the focus', async () => {
    stubHomeServer();
    const { user } = renderApp('/');

    const box = await screen.findByRole('searchbox', { name: 'Job title' });
    expect(box).toHaveAttribute('placeholder', 'Search a job title');

    await user.click(box);
    expect(box).toHaveAttribute('placeholder', 'e.g. Nurse, Data Scientist');
  });

  it('is a form the browser can send before the app runs: GET / with the words as ?search=', async () => {
    stubHomeServer();
    renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Job title' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/');
    expect(box).toHaveAttribute('name', 'search');
    expect(within(form).queryByDisplayValue('zh')).toBeNull();
  });

  it('keeps the Chinese page in Chinese when the browser sends the form itself', async () => {
    await changeLanguage('zh');
    stubHomeServer();
    renderApp('/?lang=zh');
    const form = await screen.findByRole('search');
    const language = form.querySelector('input[type="hidden"][name="lang"]');
    expect(language).toHaveAttribute('value', 'zh');
  });

  it('drops an empty ?search= from the address without searching', async () => {
    const { callsTo } = stubHomeServer();
    const { currentPath } = renderApp('/?search=%20');
    await screen.findByRole('searchbox', { name: 'Job title' });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(callsTo('POST /api/v2/search-job')).toHaveLength(0);
  });

  it('runs the search a link asks for (a board offering to analyse a title)', async () => {
    const { callsTo } = stubHomeServer();
    renderApp('/?search=Prompt%20Engineer');

    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    socket.open();
    const greeting = socket.sent[0] as { data: { connection_id: string } };
    socket.receive(live.established(greeting.data.connection_id));

    await screen.findByRole('dialog', { name: 'Your job search' });
    expect(callsTo('POST /api/v2/search-job')).toHaveLength(1);
    expect((callsTo('POST /api/v2/search-job')[0]?.body as TSearchJobRequest).query).toBe(
      'Prompt Engineer',
    );
  });

  it('runs a search and shows its live progress', async () => {
    stubHomeServer();
    const { user } = renderApp('/');
    const socket = await acceptLiveConnection();

    await user.type(await screen.findByRole('searchbox', { name: 'Job title' }), 'Nurse{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Your job search' });
    expect(within(dialog).getByText('Results for “Nurse”')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Registered Nurse/ })).toHaveAttribute(
      'href',
      '/jobs/7',
    );
    expect(screen.getByRole('searchbox', { name: 'Job title', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search', hidden: true })).toBeDisabled();
    expect(screen.getByText('Our analysts are writing up “Nurse”…')).toBeInTheDocument();

    socket.receive(live.generated(12));

    const nightNurse = await within(dialog).findByRole('link', { name: /Night Nurse/ });
    expect(nightNurse).toHaveAttribute('href', '/jobs/12');
    expect(nightNurse).toHaveAttribute('target', '_blank');
  });

  it('offers Try again on a blank search, which hands the search box back', async () => {
    stubHomeServer();
    const { user } = renderApp('/');
    await acceptLiveConnection();

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please enter a job title' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please enter a job title' })).toBeNull(),
    );
    expect(screen.getByRole('searchbox', { name: 'Job title' })).toHaveFocus();
  });

  it('rejects a blank search, and an example search from the dialog runs', async () => {
    const { callsTo } = stubHomeServer();
    const { user } = renderApp('/');
    await acceptLiveConnection();

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please enter a job title' });
    expect(within(dialog).getByText('The search box is empty.')).toBeInTheDocument();
    expect(callsTo('POST /api/v2/search-job')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Data Scientist' }));

    await screen.findByRole('dialog', { name: 'Your job search' });
    expect((callsTo('POST /api/v2/search-job')[0]?.body as TSearchJobRequest).query).toBe(
      'Data Scientist',
    );
    expect(screen.getByRole('searchbox', { name: 'Job title', hidden: true })).toHaveValue(
      'Data Scientist',
    );
  });

  it('Try again re-runs a search the server refused', async () => {
    let answers = 0;
    const { callsTo } = stubHomeServer({
      search: (body) => {
        answers += 1;
        return answers === 1
          ? jsonResponse(500, { detail: 'Internal error', error_type: 'server_error' })
          : jsonResponse(200, searchResponse(body));
      },
    });
    const { user } = renderApp('/');
    await acceptLiveConnection();

    await user.type(await screen.findByRole('searchbox', { name: 'Job title' }), 'Nurse{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('dialog', { name: 'Your job search' });
    expect(callsTo('POST /api/v2/search-job')).toHaveLength(2);
  });

  it('closing the finished search clears it', async () => {
    stubHomeServer({
      search: (body) =>
        jsonResponse(
          200,
          searchResponse(body, {
            status: 'completed',
            search_result: { search_type: 'full_match', matched_jobs: [], generating_jobs: [] },
          }),
        ),
    });
    const { user } = renderApp('/');
    await acceptLiveConnection();

    await user.type(await screen.findByRole('searchbox', { name: 'Job title' }), 'Nurse{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Your job search' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Job title' })).toBeEnabled();
  });

  it('shows a closable alert', async () => {
    stubHomeServer();
    const { user } = renderApp('/');
    await screen.findByRole('searchbox', { name: 'Job title' });

    act(() => useSearchViewStore.setState({ alert: 'Your search took too long.' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your search took too long.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

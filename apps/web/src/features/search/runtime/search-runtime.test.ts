import { SEARCH } from '@irreplaceable/contracts/constants';
import type { TSearchJobRequest } from '@irreplaceable/contracts/jobs/search-job';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../shared/realtime/testing/fake-web-socket';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { useSearchStateStore, type TSearchState } from '../store/search-state-store';
import { initialSearchView, useSearchViewStore } from '../store/search-view-store';
import { live, MATCHED_NURSE, searchResponse, searchResult } from '../testing/search-fixtures';
import { createSearchRuntime, type TSearchRuntime } from './search-runtime';

const view = () => useSearchViewStore.getState();
const saved = () => useSearchStateStore.getState().saved;
const titles = () => view().progress.entries.map((entry) => `${entry.title}: ${entry.status}`);

let runtime: TSearchRuntime;

function stubSearchServer(answer?: (body: TSearchJobRequest) => Response) {
  return stubFetch({
    'POST /api/v2/search-job': (call) => {
      const body = call.body as TSearchJobRequest;
      return answer ? answer(body) : jsonResponse(200, searchResponse(body));
    },
  });
}

/** Starts the runtime and lets the server accept and acknowledge the connection. */
function startConnected(): FakeWebSocket {
  runtime.start();
  const socket = FakeWebSocket.latest();
  socket.open();
  const greeting = socket.sent[0] as { data: { connection_id: string } };
  socket.receive(live.established(greeting.data.connection_id));
  return socket;
}

function saveSearch(overrides: Partial<TSearchState> = {}): TSearchState {
  const state: TSearchState = {
    taskId: 'task-1',
    clientTaskId: 'client-1',
    connectionId: 'conn_saved_000000000000000000',
    query: 'Nurse',
    timestamp: Date.now() - 2 * 60_000,
    language: 'en',
    status: 'processing',
    retryCount: 0,
    ...overrides,
  };
  useSearchStateStore.setState({ saved: state });
  return state;
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  runtime = createSearchRuntime();
});

afterEach(() => {
  runtime.dispose();
  useSearchViewStore.setState(initialSearchView);
  useSearchStateStore.setState({ saved: null });
});

describe('search runtime: a live search', () => {
  it('sends the cleaned query with the connection, then follows the task to the end', async () => {
    const { callsTo } = stubSearchServer();
    const socket = startConnected();

    await runtime.search('  Nurse!!  ');

    const body = callsTo('POST /api/v2/search-job')[0]?.body as TSearchJobRequest;
    expect(body).toMatchObject({ query: 'Nurse', language: 'en' });
    expect(body.connection_id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(body.client_task_id).toMatch(/^task_/);
    expect(view()).toMatchObject({ isLoading: true, stage: 'generating' });
    expect(view().progress.isOpen).toBe(true);
    expect(titles()).toEqual(['Night Nurse: queued', 'Registered Nurse: ready']);
    expect(saved()).toMatchObject({ taskId: 'task-1', query: 'Nurse', status: 'processing' });

    socket.receive(live.queue(1, 2));
    socket.receive(live.processing(40));
    expect(view().progress.entries[0]).toMatchObject({
      status: 'generating',
      progress: 40,
      position: 1,
    });

    socket.receive(live.generated(12));
    socket.receive(
      live.completed(
        searchResult({
          matched_jobs: [
            MATCHED_NURSE,
            { ...MATCHED_NURSE, job_id: 12, title: 'Night Nurse', similarity_score: 1 },
          ],
          generating_jobs: [],
        }),
      ),
    );

    expect(titles()).toEqual(['Night Nurse: ready', 'Registered Nurse: ready']);
    expect(view()).toMatchObject({ isLoading: false, stage: null });
    expect(view().progress.isOpen).toBe(true);
    expect(saved()).toBeNull();
  });

  it('shows a finished search at once and forgets it', async () => {
    stubSearchServer((body) =>
      jsonResponse(
        200,
        searchResponse(body, {
          status: 'completed',
          search_result: searchResult({ search_type: 'full_match', generating_jobs: [] }),
        }),
      ),
    );
    startConnected();

    await runtime.search('Registered Nurse');

    expect(view().progress).toMatchObject({ isOpen: true, searchType: 'full_match' });
    expect(view().isLoading).toBe(false);
    expect(saved()).toBeNull();
  });

  it('rejects a blank query with the empty_query dialog and calls nothing', async () => {
    const { fetchMock } = stubSearchServer();
    startConnected();

    await runtime.search('  ?!  ');

    expect(view().errorDialog?.error.type).toBe('empty_query');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the error dialog when the request fails, and Try again runs it again', async () => {
    let answers = 0;
    const { callsTo } = stubSearchServer((body) => {
      answers += 1;
      return answers === 1
        ? jsonResponse(429, { detail: 'Too many searches! Please try again tomorrow.' })
        : jsonResponse(200, searchResponse(body));
    });
    startConnected();

    await runtime.search('Nurse');
    expect(view().errorDialog).toMatchObject({
      query: 'Nurse',
      retryCount: 0,
      error: { type: 'rate_limit_error' },
    });
    expect(view().isLoading).toBe(false);

    runtime.retry();
    await vi.waitFor(() => expect(view().progress.isOpen).toBe(true));

    expect(callsTo('POST /api/v2/search-job')).toHaveLength(2);
    expect(view().errorDialog).toBeNull();
    expect(saved()?.retryCount).toBe(1);
  });

  it('applies live messages that arrive before the search request answers', async () => {
    stubSearchServer((body) => {
      FakeWebSocket.latest().receive(live.processing(25));
      return jsonResponse(200, searchResponse(body));
    });
    startConnected();

    await runtime.search('Nurse');

    expect(view().progress.entries[0]).toMatchObject({ status: 'generating', progress: 25 });
  });

  it('ignores messages about other tasks', async () => {
    stubSearchServer();
    const socket = startConnected();
    await runtime.search('Nurse');

    socket.receive(live.taskError('Task not found', 'task-other'));
    socket.receive(live.completed(searchResult({ generating_jobs: [] }), 'task-other'));

    expect(view().isLoading).toBe(true);
    expect(titles()).toEqual(['Night Nurse: queued', 'Registered Nurse: ready']);
  });

  it("clears the search on a task error about a task 'not found' and says so in the dialog", async () => {
    stubSearchServer();
    const socket = startConnected();
    await runtime.search('Nurse');

    socket.receive(live.taskError('Task task-1 not found'));

    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
    expect(view().progress).toMatchObject({
      isOpen: true,
      error: 'This search is no longer running on the server. Please search again.',
    });
  });

  it('clears the search on an error message from the live channel', async () => {
    stubSearchServer();
    const socket = startConnected();
    await runtime.search('Nurse');

    socket.receive(live.error('Generation worker crashed'));

    expect(saved()).toBeNull();
    expect(view().progress).toMatchObject({ isOpen: true, error: 'Generation worker crashed' });
  });

  it('closing the progress dialog (or Cancel all) stops following the search', async () => {
    stubSearchServer();
    const socket = startConnected();
    await runtime.search('Nurse');

    runtime.stopFollowing();
    socket.receive(live.processing(50));

    expect(saved()).toBeNull();
    expect(view()).toMatchObject({ isLoading: false, progress: { isOpen: false, entries: [] } });
  });

  it('gives up with an alert when still loading after 5 minutes', async () => {
    vi.useFakeTimers();
    stubSearchServer();
    startConnected();
    await runtime.search('Nurse');

    vi.advanceTimersByTime(SEARCH.timeoutMs - 1);
    expect(view().isLoading).toBe(true);
    vi.advanceTimersByTime(1);

    expect(view().isLoading).toBe(false);
    expect(view().alert).toBe('Your search took too long and was stopped. Please try again.');
    expect(view().progress.isOpen).toBe(false);
    expect(saved()).toBeNull();
  });

  it('adopts the connection id the server assigns and reconnects with it', async () => {
    stubSearchServer((body) =>
      jsonResponse(
        200,
        searchResponse({ ...body, connection_id: 'conn_new_00000000000000000000' }),
      ),
    );
    startConnected();

    await runtime.search('Nurse');

    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent[0]).toMatchObject({
      type: 'connection',
      data: { connection_id: 'conn_new_00000000000000000000' },
    });
    expect(sessionStorage.getItem('liveConnectionId')).toBe('conn_new_00000000000000000000');
  });

  it('asks the server how the task stands when the live channel gives up', async () => {
    vi.useFakeTimers();
    stubFetch({
      'POST /api/v2/search-job': (call) =>
        jsonResponse(200, searchResponse(call.body as TSearchJobRequest)),
      'GET /api/jobs/status/task-1': jsonResponse(200, {
        task_id: 'task-1',
        client_task_id: null,
        status: 'completed',
        query: 'Nurse',
        search_result: searchResult({ generating_jobs: [] }),
        error_message: null,
        created_at: '2025-06-01T12:00:00.000Z',
        updated_at: '2025-06-01T12:01:00.000Z',
      }),
    });
    startConnected();
    await runtime.search('Nurse');

    for (let attempt = 0; attempt <= 5; attempt += 1) {
      FakeWebSocket.latest().drop();
      await vi.advanceTimersByTimeAsync(60_000);
    }

    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
    expect(titles()).toEqual(['Registered Nurse: ready']);
  });
});

describe('search runtime: without a live channel', () => {
  const taskStatus = (status: 'processing' | 'completed' | 'error', overrides = {}) => ({
    task_id: 'task-1',
    client_task_id: null,
    status,
    query: 'Nurse',
    search_result: searchResult(),
    error_message: null,
    created_at: '2025-06-01T12:00:00.000Z',
    updated_at: '2025-06-01T12:01:00.000Z',
    ...overrides,
  });

  /** The server answers the task's status from `answers`, one per question, the last repeated. */
  function stubServer(answers: unknown[]) {
    let asked = 0;
    return stubFetch({
      'POST /api/v2/search-job': (call) =>
        jsonResponse(200, searchResponse(call.body as TSearchJobRequest)),
      'GET /api/jobs/status/task-1': () => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        return jsonResponse(200, answer);
      },
    });
  }

  /** Starts the runtime and has the server refuse its socket (too many from this address). */
  function startRefused(): void {
    runtime.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(1008);
  }

  it('finishes a search by asking the server every few seconds once the socket is refused', async () => {
    vi.useFakeTimers();
    const finished = searchResult({
      matched_jobs: [
        MATCHED_NURSE,
        { ...MATCHED_NURSE, job_id: 12, title: 'Night Nurse', similarity_score: 1 },
      ],
      generating_jobs: [],
    });
    const { callsTo } = stubServer([
      taskStatus('processing'),
      taskStatus('processing'),
      taskStatus('completed', { search_result: finished }),
    ]);
    startRefused();

    await runtime.search('Nurse');
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ isLoading: true, stage: 'generating' });
    expect(callsTo('GET /api/jobs/status/task-1')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(SEARCH.statusPollMs);
    expect(callsTo('GET /api/jobs/status/task-1')).toHaveLength(2);
    expect(view().isLoading).toBe(true);

    await vi.advanceTimersByTimeAsync(SEARCH.statusPollMs);
    expect(titles()).toEqual(['Night Nurse: ready', 'Registered Nurse: ready']);
    expect(view()).toMatchObject({ isLoading: false, stage: null });
    expect(saved()).toBeNull();

    // Done: no more questions, and never another socket.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(callsTo('GET /api/jobs/status/task-1')).toHaveLength(3);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not wait for a socket before searching once the socket is refused', async () => {
    vi.useFakeTimers();
    const { callsTo } = stubServer([taskStatus('completed')]);
    startRefused();

    const searching = runtime.search('Nurse');
    await vi.advanceTimersByTimeAsync(0);
    await searching;

    expect(callsTo('POST /api/v2/search-job')).toHaveLength(1);
    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
  });

  it('shows why a task failed, and stops asking', async () => {
    vi.useFakeTimers();
    const { callsTo } = stubServer([
      taskStatus('error', { error_message: 'The analyst could not write this page.' }),
    ]);
    startRefused();

    await runtime.search('Nurse');
    await vi.advanceTimersByTimeAsync(10 * SEARCH.statusPollMs);

    expect(view().progress).toMatchObject({
      isOpen: true,
      error: 'The analyst could not write this page.',
    });
    expect(view().isLoading).toBe(false);
    expect(callsTo('GET /api/jobs/status/task-1')).toHaveLength(1);
  });

  it('stops asking when the search is cancelled', async () => {
    vi.useFakeTimers();
    const { callsTo } = stubServer([taskStatus('processing')]);
    startRefused();

    await runtime.search('Nurse');
    await vi.advanceTimersByTimeAsync(0);
    runtime.stopFollowing();
    await vi.advanceTimersByTimeAsync(10 * SEARCH.statusPollMs);

    expect(callsTo('GET /api/jobs/status/task-1')).toHaveLength(1);
  });

  it('picks a saved search up over HTTP after a reload whose socket is refused', async () => {
    vi.useFakeTimers();
    saveSearch();
    stubServer([taskStatus('completed', { search_result: searchResult({ generating_jobs: [] }) })]);

    startRefused();
    await vi.advanceTimersByTimeAsync(0);

    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
    expect(titles()).toEqual(['Registered Nurse: ready']);
  });
});

describe('search runtime: picking a search up again', () => {
  function startWithTask(currentTask: unknown) {
    runtime.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive(live.established('conn_saved_000000000000000000', currentTask));
    return socket;
  }

  const task = (status: string, result: unknown = searchResult()) => ({
    task_id: 'task-1',
    client_task_id: 'client-1',
    status,
    search_result: result,
  });

  it('reconnects with the saved connection and client task ids', () => {
    saveSearch();
    runtime.start();
    FakeWebSocket.latest().open();

    expect(FakeWebSocket.latest().sent[0]).toEqual({
      type: 'connection',
      data: { connection_id: 'conn_saved_000000000000000000', client_task_id: 'client-1' },
    });
    expect(view()).toMatchObject({ isLoading: true, stage: 'resuming', input: 'Nurse' });
  });

  it('shows the progress dialog for a task still processing', () => {
    saveSearch();
    startWithTask(task('processing'));

    expect(view()).toMatchObject({ isLoading: true, stage: 'generating' });
    expect(view().progress.isOpen).toBe(true);
    expect(titles()).toEqual(['Night Nurse: queued', 'Registered Nurse: ready']);
    expect(saved()).not.toBeNull();
  });

  it('clears a completed task and shows its result', () => {
    saveSearch();
    startWithTask(task('completed', searchResult({ generating_jobs: [] })));

    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
    expect(titles()).toEqual(['Registered Nurse: ready']);
  });

  it.each([
    ['a task that failed', task('error', null)],
    ['no current task', null],
    ['another task', { ...task('processing'), task_id: 'task-9', client_task_id: 'client-9' }],
  ])('resets for %s', (_label, currentTask) => {
    saveSearch();
    startWithTask(currentTask);

    expect(saved()).toBeNull();
    expect(view()).toMatchObject({ isLoading: false, progress: { isOpen: false } });
  });

  it('discards a saved search older than 5 minutes', () => {
    saveSearch({ timestamp: Date.now() - SEARCH.restoreWindowMs });
    runtime.start();

    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
  });

  it('does not pick up a search that is no longer processing', () => {
    saveSearch({ status: 'completed' });
    runtime.start();

    expect(saved()).toBeNull();
    expect(view().isLoading).toBe(false);
  });
});

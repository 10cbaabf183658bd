import { SEARCH } from '@irreplaceable/contracts/constants';
import {
  cleanSearchQuery,
  type TSearchJobResponse,
} from '@irreplaceable/contracts/jobs/search-job';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { currentLanguage, i18n } from '../../../shared/i18n/i18n';
import { randomId } from '../../../shared/realtime/random-id';
import { postSearchJob } from '../api/search-job';
import { createSearchSocket, type TSearchSocket } from '../realtime/search-socket';
import { isOngoing, isRestorable, useSearchStateStore } from '../store/search-state-store';
import { closedProgress, useSearchViewStore } from '../store/search-view-store';
import { entriesFromResult, isInProgress } from '../utils/job-entries';
import {
  emptyQueryError,
  noSearchDataError,
  searchErrorFromFailure,
  type TSearchError,
} from '../utils/search-error';
import { followLiveUpdates, type TSearchFollower } from './live-updates';

export type TSearchRuntime = {
  /** Connects the live channel and picks up a search saved by an earlier page (once). */
  start: () => void;
  /** Cleans the query and runs it; a blank query opens the error dialog instead. */
  search: (rawQuery: string, options?: { retryCount?: number }) => Promise<void>;
  /** Try again from the error dialog: the same query once more. */
  retry: () => void;
  /** Closing the progress dialog and Cancel all both stop following the search. */
  stopFollowing: () => void;
  closeErrorDialog: () => void;
  dismissAlert: () => void;
  /** Disconnects and forgets everything (tests, and nothing else). */
  dispose: () => void;
};

const view = useSearchViewStore;
const searchState = useSearchStateStore;

export function createSearchRuntime(
  socket: TSearchSocket = createSearchSocket(
    () => searchState.getState().saved?.clientTaskId ?? null,
  ),
): TSearchRuntime {
  let hasStarted = false;
  /** Bumped by every new search and every cancel, so a late answer to an old search is dropped. */
  let searchSeq = 0;
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined;

  /** Forgets the followed search: nothing is loading any more (the dialogs stay as they are). */
  function clearSearch(): void {
    clearTimeout(timeoutTimer);
    searchState.getState().clear();
    view.setState({ isLoading: false, stage: null });
  }

  /** A search still loading this long after it started is given up (spec 000 section 4). */
  function armTimeout(startedAt: number): void {
    clearTimeout(timeoutTimer);
    const remainingMs = Math.max(0, SEARCH.timeoutMs - (Date.now() - startedAt));
    timeoutTimer = setTimeout(() => {
      if (!view.getState().isLoading) return;
      searchSeq += 1;
      live.discard();
      clearSearch();
      view.setState({ alert: i18n.t('search.errors.timedOut'), progress: closedProgress });
    }, remainingMs);
  }

  const follower: TSearchFollower = { view, searchState, socket, clearSearch, armTimeout };
  const live = followLiveUpdates(follower);

  function fail(error: TSearchError, query: string, retryCount: number): void {
    live.discard();
    clearSearch();
    view.setState({ errorDialog: { error, query, retryCount } });
  }

  function follow(response: TSearchJobResponse, clientTaskId: string, retryCount: number): void {
    socket.adoptConnectionId(response.connection_id, { reconnect: true });
    const entries = entriesFromResult(response.search_result, response.task_id);
    view.setState({
      progress: {
        isOpen: true,
        query: response.query,
        searchType: response.search_result.search_type,
        entries,
        error: null,
      },
    });
    if (response.status !== 'processing') {
      live.discard();
      clearSearch();
      if (response.status === 'error') {
        view.setState((current) => ({
          progress: { ...current.progress, error: i18n.t('search.errors.serverError') },
        }));
      }
      return;
    }
    const startedAt = Date.now();
    searchState.getState().save({
      taskId: response.task_id,
      clientTaskId,
      connectionId: socket.connectionId(),
      query: response.query,
      timestamp: startedAt,
      language: currentLanguage(),
      status: 'processing',
      retryCount,
    });
    view.setState({ stage: entries.some(isInProgress) ? 'generating' : 'searching' });
    armTimeout(startedAt);
    live.replay();
  }

  async function search(rawQuery: string, options: { retryCount?: number } = {}): Promise<void> {
    const retryCount = options.retryCount ?? 0;
    const query = cleanSearchQuery(rawQuery);
    if (!query) {
      view.setState({ errorDialog: { error: emptyQueryError(), query: '', retryCount: 0 } });
      return;
    }
    live.discard();
    clearSearch();
    const seq = ++searchSeq;
    view.setState({
      input: query,
      isLoading: true,
      stage: 'connecting',
      alert: null,
      errorDialog: null,
      progress: closedProgress,
    });
    await socket.ensureEstablished();
    if (seq !== searchSeq) return;
    view.setState({ stage: 'searching' });
    const clientTaskId = randomId('task');
    live.buffer();
    try {
      const response = await postSearchJob({
        query,
        language: currentLanguage(),
        connection_id: socket.connectionId(),
        client_id: useAuthStore.getState().user?.id,
        client_task_id: clientTaskId,
      });
      if (seq !== searchSeq) return;
      if (response) follow(response, clientTaskId, retryCount);
      else fail(noSearchDataError(), query, retryCount);
    } catch (error) {
      if (seq === searchSeq) fail(searchErrorFromFailure(error), query, retryCount);
    }
  }

  function start(): void {
    if (hasStarted) return;
    hasStarted = true;
    const saved = searchState.getState().saved;
    const now = Date.now();
    if (isRestorable(saved, now) && isOngoing(saved, now)) {
      socket.adoptConnectionId(saved.connectionId);
      view.setState({ input: saved.query, isLoading: true, stage: 'resuming' });
      armTimeout(saved.timestamp);
    } else if (saved) {
      searchState.getState().clear();
    }
    socket.client.connect();
  }

  return {
    start,
    search,
    retry: () => {
      const dialog = view.getState().errorDialog;
      if (!dialog?.query || dialog.retryCount >= SEARCH.maxRetries) return;
      void search(dialog.query, { retryCount: dialog.retryCount + 1 });
    },
    stopFollowing: () => {
      searchSeq += 1;
      live.discard();
      clearSearch();
      view.setState({ progress: closedProgress });
    },
    closeErrorDialog: () => view.setState({ errorDialog: null }),
    dismissAlert: () => view.setState({ alert: null }),
    dispose: () => {
      searchSeq += 1;
      clearTimeout(timeoutTimer);
      live.stop();
      socket.client.disconnect();
    },
  };
}

/**
 * The dialogs' chunk. It is imported from here, not from the search box, so the list of files to
 * preload with it lives in this lazily loaded chunk rather than in the home page's first paint.
 */
export const loadSearchDialogs = () => import('../components/search-dialogs');

let runtime: TSearchRuntime | null = null;

/** The one search runtime of this tab, with the one live connection. */
export function getSearchRuntime(): TSearchRuntime {
  runtime ??= createSearchRuntime();
  return runtime;
}

/** Tests start every case from a fresh runtime. */
export function disposeSearchRuntime(): void {
  runtime?.dispose();
  runtime = null;
}

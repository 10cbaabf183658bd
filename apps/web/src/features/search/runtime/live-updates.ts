import { SEARCH } from '@irreplaceable/contracts/constants';
import type { TSearchResult } from '@irreplaceable/contracts/jobs/search-job';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';
import { isApiError } from '../../../shared/api/api-error';
import { i18n } from '../../../shared/i18n/i18n';
import { getTaskStatus } from '../api/get-task-status';
import type { TSearchSocket } from '../realtime/search-socket';
import type { TSearchState, useSearchStateStore } from '../store/search-state-store';
import type { useSearchViewStore } from '../store/search-view-store';
import {
  applyJobGeneration,
  applyProgressUpdate,
  applyQueueUpdate,
  entriesFromResult,
  isInProgress,
  type TJobEntry,
} from '../utils/job-entries';
import { taskStatusMessage } from '../utils/search-error';

/** What the live updates need from the runtime that follows a search. */
export type TSearchFollower = {
  view: typeof useSearchViewStore;
  searchState: typeof useSearchStateStore;
  socket: TSearchSocket;
  clearSearch: () => void;
  armTimeout: (startedAt: number) => void;
};

type TMessage<T extends TServerMessage['type']> = Extract<TServerMessage, { type: T }>;
type TBufferedMessage = TMessage<(typeof BUFFERED_TYPES)[number]>;
type TTaskOutcome = {
  status: 'processing' | 'completed' | 'error';
  search_result: TSearchResult | null;
};
type TSocketStatus = ReturnType<TSearchSocket['client']['getStatus']>;

/** The live channel is gone for good (refused) or until the next search (gave up). */
const isWithoutSocket = (status: TSocketStatus) => status === 'failed' || status === 'refused';

/** Task messages that may arrive before the search request has answered with the task id. */
const BUFFERED_TYPES = [
  'job_generation',
  'job_progress_update',
  'queue_status_update',
  'task_completed',
  'task_error',
  'error',
] as const;

/**
 * Applies the live channel to the followed search (spec 000 section 4): entry updates, the task's
 * completion or error, and picking the search up again when the connection is re-established.
 * While the search request is in flight, task messages are held and replayed once the task id is
 * known, so a fast task cannot finish unseen. Without a live channel (the server refused it, or
 * it gave up reconnecting) the followed task is asked for over HTTP every few seconds instead,
 * so a search still finishes.
 */
export function followLiveUpdates(follower: TSearchFollower) {
  const { view, searchState, socket } = follower;
  let buffered: TBufferedMessage[] | null = null;
  /** The task being asked for over HTTP, and the timer of the next question. */
  let polledTaskId: string | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const followedSearch = (): TSearchState | null => {
    const saved = searchState.getState().saved;
    return saved?.status === 'processing' ? saved : null;
  };

  const isFollowed = (taskId: string, clientTaskId?: string | null): boolean => {
    const saved = followedSearch();
    if (!saved) return false;
    return saved.taskId === taskId || (!!clientTaskId && saved.clientTaskId === clientTaskId);
  };

  function updateEntries(change: (entries: TJobEntry[]) => TJobEntry[]): void {
    view.setState(({ progress, stage }) => {
      const entries = change(progress.entries);
      return {
        progress: { ...progress, entries },
        stage: stage && entries.some(isInProgress) ? 'generating' : stage,
      };
    });
  }

  function showResult(query: string, result: TSearchResult, taskId: string): void {
    view.setState(({ progress }) => ({
      progress: {
        isOpen: true,
        query,
        searchType: result.search_type,
        // The steps already shown stay: the final result does not list them.
        entries: entriesFromResult(result, taskId, progress.entries),
        error: null,
      },
    }));
  }

  /** The search ended badly: it is forgotten and the progress dialog says why. */
  function showStopped(message: string): void {
    follower.clearSearch();
    view.setState(({ progress }) => ({ progress: { ...progress, isOpen: true, error: message } }));
  }

  function showTaskError(errorMessage: string | null): void {
    const text = errorMessage?.trim() ?? '';
    const isNotFound = text.toLowerCase().includes('not found');
    showStopped(isNotFound || !text ? i18n.t('search.errors.taskNotFound') : text);
  }

  /** Picks up a task the server still knows (spec 000 section 4, "On reconnect"). */
  function resumeTask(saved: TSearchState, task: TTaskOutcome): void {
    switch (task.status) {
      case 'processing':
        // Without a result yet there is nothing to show: keep waiting under the overlay.
        if (!task.search_result) return;
        showResult(saved.query, task.search_result, saved.taskId);
        view.setState({ stage: 'generating' });
        return;
      case 'completed':
        follower.clearSearch();
        if (task.search_result) showResult(saved.query, task.search_result, saved.taskId);
        return;
      case 'error':
        follower.clearSearch();
        return;
    }
  }

  function handleEstablished({ data }: TMessage<'connection_established'>): void {
    socket.adoptConnectionId(data.connection_id);
    const saved = followedSearch();
    if (buffered || !saved) return;
    const task = data.current_task;
    const isSameTask =
      task !== null &&
      (task.task_id === saved.taskId || task.client_task_id === saved.clientTaskId);
    if (isSameTask) resumeTask(saved, task);
    else follower.clearSearch();
  }

  function handleTaskMessage(message: TBufferedMessage): void {
    if (buffered) {
      buffered.push(message);
      return;
    }
    switch (message.type) {
      case 'job_generation':
        if (isFollowed(message.data.task_id)) {
          updateEntries((entries) => applyJobGeneration(entries, message.data));
        }
        return;
      case 'job_progress_update':
        if (isFollowed(message.data.task_id)) {
          updateEntries((entries) => applyProgressUpdate(entries, message.data));
        }
        return;
      case 'queue_status_update':
        if (isFollowed(message.data.task_id)) {
          updateEntries((entries) => applyQueueUpdate(entries, message.data));
        }
        return;
      case 'task_completed': {
        const { task_id: taskId, client_task_id: clientTaskId, search_result } = message.data;
        const saved = followedSearch();
        if (!saved || !isFollowed(taskId, clientTaskId)) return;
        follower.clearSearch();
        showResult(saved.query, search_result, taskId);
        return;
      }
      case 'task_error': {
        const { task_id: taskId, client_task_id: clientTaskId, error_message } = message.data;
        if (!isFollowed(taskId, clientTaskId)) return;
        showTaskError(error_message);
        return;
      }
      case 'error':
        if (followedSearch())
          showStopped(message.data.message || i18n.t('search.errors.liveError'));
        return;
    }
  }

  function stopPolling(): void {
    clearTimeout(pollTimer);
    pollTimer = undefined;
    polledTaskId = null;
  }

  /** Asks how the followed task stands; again after a pause while it is still being written. */
  async function pollTask(saved: TSearchState, isFirst: boolean): Promise<void> {
    const isStillFollowed = () =>
      polledTaskId === saved.taskId && followedSearch()?.taskId === saved.taskId;
    try {
      const task = await getTaskStatus(saved.taskId);
      if (!isStillFollowed()) return;
      if (task.status === 'error') showTaskError(task.error_message);
      else resumeTask(saved, task);
      if (isFirst && isStillFollowed()) {
        view.setState({ alert: i18n.t('search.errors.liveUpdatesLost') });
      }
    } catch (error) {
      if (!isStillFollowed()) return;
      if (isApiError(error) && error.status === 404) {
        showStopped(i18n.t('search.errors.taskNotFound'));
        return;
      }
      // A question that failed (a network blip) is asked again at the next turn.
      if (isFirst) view.setState({ alert: taskStatusMessage(error) });
    }
    if (!isStillFollowed()) return;
    pollTimer = setTimeout(() => void pollTask(saved, false), SEARCH.statusPollMs);
  }

  /** Without a live channel, the followed search is followed over HTTP until it ends. */
  function followWithoutSocket(): void {
    const saved = followedSearch();
    if (!saved || buffered || polledTaskId === saved.taskId) return;
    stopPolling();
    polledTaskId = saved.taskId;
    void pollTask(saved, true);
  }

  const unsubscribers = [
    socket.client.on('connection_established', handleEstablished),
    ...BUFFERED_TYPES.map((type) => socket.client.on(type, handleTaskMessage)),
    socket.client.onStatus((status) => {
      if (isWithoutSocket(status)) followWithoutSocket();
      else if (status === 'open') stopPolling();
    }),
  ];

  return {
    /** Holds task messages until the search request has answered. */
    buffer: () => {
      buffered = [];
    },
    /** Applies the held messages now that the task id is known. */
    replay: () => {
      const held = buffered ?? [];
      buffered = null;
      for (const message of held) handleTaskMessage(message);
      if (isWithoutSocket(socket.client.getStatus())) followWithoutSocket();
    },
    /** Throws the held messages away (the search failed or was cancelled). */
    discard: () => {
      buffered = null;
      stopPolling();
    },
    stop: () => {
      buffered = null;
      stopPolling();
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}

import { SEARCH } from '@irreplaceable/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isOngoing,
  isRestorable,
  useSearchStateStore,
  type TSearchState,
} from './search-state-store';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const MINUTE = 60_000;

function savedSearch(overrides: Partial<TSearchState> = {}): TSearchState {
  return {
    taskId: 'task-1',
    clientTaskId: 'client-1',
    connectionId: 'conn_1',
    query: 'Nurse',
    timestamp: NOW,
    language: 'en',
    status: 'processing',
    retryCount: 0,
    ...overrides,
  };
}

function persist(state: unknown): void {
  localStorage.setItem('searchState', JSON.stringify({ state: { saved: state }, version: 1 }));
}

describe('search state windows', () => {
  afterEach(() => {
    useSearchStateStore.setState({ saved: null });
  });

  it('restores a saved search only while it is under 5 minutes old', () => {
    expect(SEARCH.restoreWindowMs).toBe(5 * MINUTE);
    expect(isRestorable(savedSearch(), NOW + 5 * MINUTE - 1)).toBe(true);
    expect(isRestorable(savedSearch(), NOW + 5 * MINUTE)).toBe(false);
    expect(isRestorable(null, NOW)).toBe(false);
  });

  it('counts a search as ongoing only while processing and under 30 minutes old', () => {
    expect(SEARCH.ongoingWindowMs).toBe(30 * MINUTE);
    expect(isOngoing(savedSearch(), NOW + 30 * MINUTE - 1)).toBe(true);
    expect(isOngoing(savedSearch(), NOW + 30 * MINUTE)).toBe(false);
    expect(isOngoing(savedSearch({ status: 'completed' }), NOW)).toBe(false);
    expect(isOngoing(savedSearch({ status: 'error' }), NOW)).toBe(false);
  });

  it('persists the search under searchState', () => {
    useSearchStateStore.getState().save(savedSearch({ timestamp: Date.now() }));

    const stored = JSON.parse(localStorage.getItem('searchState') ?? '{}') as {
      state: { saved: TSearchState };
    };
    expect(stored.state.saved).toMatchObject({ taskId: 'task-1', query: 'Nurse' });
  });

  it('loads a fresh saved search', async () => {
    const fresh = savedSearch({ timestamp: Date.now() - 4 * MINUTE });
    persist(fresh);

    await useSearchStateStore.persist.rehydrate();

    expect(useSearchStateStore.getState().saved).toEqual(fresh);
  });

  it('discards a saved search older than 5 minutes, in storage too', async () => {
    persist(savedSearch({ timestamp: Date.now() - 6 * MINUTE }));

    await useSearchStateStore.persist.rehydrate();

    expect(useSearchStateStore.getState().saved).toBeNull();
    expect(localStorage.getItem('searchState')).toContain('"saved":null');
  });

  it('discards a malformed saved search', async () => {
    persist({ taskId: 42, query: 'Nurse', timestamp: Date.now() });

    await useSearchStateStore.persist.rehydrate();

    expect(useSearchStateStore.getState().saved).toBeNull();
  });
});

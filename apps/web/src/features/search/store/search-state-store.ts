import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LANGUAGES, SEARCH, type Language } from '@irreplaceable/contracts/constants';
import type { TASK_STATUSES } from '@irreplaceable/contracts/jobs/search-job';
import { readStorage } from '../../../shared/storage/safe-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';

export type TSearchStatus = (typeof TASK_STATUSES)[number];

/** The search being followed (spec 000 section 3), kept so a reload can pick it up again. */
export type TSearchState = {
  taskId: string;
  clientTaskId: string;
  connectionId: string;
  query: string;
  /** When the search started, in ms since the epoch. */
  timestamp: number;
  language: Language;
  status: TSearchStatus;
  /** How many times the user has run this query again after it failed. */
  retryCount: number;
};

/** A saved search is picked up again after a reload only while it is this fresh. */
export function isRestorable(state: TSearchState | null, now: number): state is TSearchState {
  return state !== null && now - state.timestamp < SEARCH.restoreWindowMs;
}

/** A search still counts as running only while it is processing and this fresh. */
export function isOngoing(state: TSearchState | null, now: number): state is TSearchState {
  return (
    state !== null &&
    state.status === 'processing' &&
    now - state.timestamp < SEARCH.ongoingWindowMs
  );
}

function isSearchState(value: unknown): value is TSearchState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.taskId === 'string' &&
    typeof state.clientTaskId === 'string' &&
    typeof state.connectionId === 'string' &&
    typeof state.query === 'string' &&
    typeof state.timestamp === 'number' &&
    (LANGUAGES as readonly unknown[]).includes(state.language) &&
    typeof state.status === 'string' &&
    typeof state.retryCount === 'number'
  );
}

type TSearchStateStore = {
  saved: TSearchState | null;
  save: (state: TSearchState) => void;
  update: (changes: Partial<TSearchState>) => void;
  clear: () => void;
};

/** The followed search, persisted under `searchState`; a stale or malformed one is dropped on load. */
export const useSearchStateStore = create<TSearchStateStore>()(
  persist(
    (set) => ({
      saved: null,
      save: (state) => set({ saved: state }),
      update: (changes) => set(({ saved }) => ({ saved: saved ? { ...saved, ...changes } : null })),
      clear: () => set({ saved: null }),
    }),
    {
      name: STORAGE_KEYS.searchState,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ saved }) => ({ saved }),
      merge: (persisted, current) => {
        const saved = (persisted as { saved?: unknown } | undefined)?.saved;
        const isUsable = isSearchState(saved) && isRestorable(saved, Date.now());
        return { ...current, saved: isUsable ? saved : null };
      },
      // Writes the discarded state back as empty, so a stale search does not linger in storage.
      onRehydrateStorage: () => (state) => {
        if (state && !state.saved && readStorage('local', STORAGE_KEYS.searchState)) state.clear();
      },
    },
  ),
);

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';

type TAssessmentState = {
  /** The modal's list of past assessments, per job id. */
  historyCache: Record<string, TAssessmentHistoryItem[]>;
  /** When each job's list was fetched, ms since the epoch. */
  historyLastFetch: Record<string, number>;
  isLoading: boolean;
  /** The analyst is "writing": a call to the server is under way. */
  isTyping: boolean;
  error: string | null;
};

type TAssessmentStore = TAssessmentState & {
  setHistory: (jobId: number, items: TAssessmentHistoryItem[], now?: number) => void;
  clearHistoryCache: () => void;
  setLoading: (isLoading: boolean) => void;
  setTyping: (isTyping: boolean) => void;
  setError: (error: string | null) => void;
};

const initialState: TAssessmentState = {
  historyCache: {},
  historyLastFetch: {},
  isLoading: false,
  isTyping: false,
  error: null,
};

/** A job's cached history, while it is under 5 minutes old (spec 001 section 9). */
export function freshHistory(
  state: Pick<TAssessmentState, 'historyCache' | 'historyLastFetch'>,
  jobId: number,
  now: number = Date.now(),
): TAssessmentHistoryItem[] | null {
  const fetchedAt = state.historyLastFetch[jobId];
  const items = state.historyCache[jobId];
  if (fetchedAt === undefined || items === undefined) return null;
  return now - fetchedAt < ASSESSMENT.historyCacheMs ? items : null;
}

function isPersistedState(
  value: unknown,
): value is Pick<TAssessmentState, 'historyCache' | 'historyLastFetch'> {
  if (typeof value !== 'object' || value === null) return false;
  const { historyCache, historyLastFetch } = value as Record<string, unknown>;
  return (
    typeof historyCache === 'object' &&
    historyCache !== null &&
    Object.values(historyCache).every(Array.isArray) &&
    typeof historyLastFetch === 'object' &&
    historyLastFetch !== null &&
    Object.values(historyLastFetch).every((time) => typeof time === 'number')
  );
}

/**
 * The assessment feature's client state, persisted under `cognitiveAssessmentStore` (spec 001
 * section 7). Only the history cache outlives a reload; loading, typing and errors are of the
 * moment.
 */
export const useAssessmentStore = create<TAssessmentStore>()(
  persist(
    (set) => ({
      ...initialState,
      setHistory: (jobId, items, now = Date.now()) =>
        set((state) => ({
          historyCache: { ...state.historyCache, [jobId]: items },
          historyLastFetch: { ...state.historyLastFetch, [jobId]: now },
        })),
      clearHistoryCache: () => set({ historyCache: {}, historyLastFetch: {} }),
      setLoading: (isLoading) => set({ isLoading }),
      setTyping: (isTyping) => set({ isTyping }),
      setError: (error) => set({ error }),
    }),
    {
      name: STORAGE_KEYS.assessmentStore,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ historyCache, historyLastFetch }) => ({ historyCache, historyLastFetch }),
      // A malformed stored cache is dropped rather than trusted.
      merge: (persisted, current) =>
        isPersistedState(persisted) ? { ...current, ...persisted } : current,
    },
  ),
);

import { create } from 'zustand';
import type { TSearchType } from '@irreplaceable/contracts/jobs/search-job';
import type { TJobEntry } from '../utils/job-entries';
import type { TSearchError } from '../utils/search-error';

/** What the loading overlay says. */
export type TSearchStage = 'connecting' | 'searching' | 'generating' | 'resuming';

export type TErrorDialogState = {
  error: TSearchError;
  /** The query Try again runs; empty when there is nothing to re-run. */
  query: string;
  retryCount: number;
};

export type TProgressState = {
  isOpen: boolean;
  query: string;
  searchType: TSearchType | null;
  entries: TJobEntry[];
  /** Why the search stopped, when it did (task error, live channel error). */
  error: string | null;
};

export type TSearchView = {
  /** The text in the search box. */
  input: string;
  isLoading: boolean;
  stage: TSearchStage | null;
  /** The closable alert under the search box. */
  alert: string | null;
  errorDialog: TErrorDialogState | null;
  progress: TProgressState;
};

export const closedProgress: TProgressState = {
  isOpen: false,
  query: '',
  searchType: null,
  entries: [],
  error: null,
};

export const initialSearchView: TSearchView = {
  input: '',
  isLoading: false,
  stage: null,
  alert: null,
  errorDialog: null,
  progress: closedProgress,
};

/**
 * What the home search shows: the box, the overlay, the alert and both dialogs. Only the search
 * runtime changes it (besides typing); components read it.
 */
export const useSearchViewStore = create<TSearchView>()(() => initialSearchView);

export function setSearchInput(input: string): void {
  useSearchViewStore.setState({ input });
}

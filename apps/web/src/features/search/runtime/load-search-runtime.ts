import type * as SearchRuntimeModule from './search-runtime';
import type { TSearchRuntime } from './search-runtime';

let loading: Promise<typeof SearchRuntimeModule> | null = null;

/** The runtime's chunk; a failed load (offline, a redeploy) may be retried. */
function loadRuntimeModule(): Promise<typeof SearchRuntimeModule> {
  loading ??= import('./search-runtime').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The search runtime (live channel, zod validation, the search call) is its own chunk: the home
 * page paints without it and loads it right after.
 */
export async function loadSearchRuntime(): Promise<TSearchRuntime> {
  return (await loadRuntimeModule()).getSearchRuntime();
}

/** The dialogs and the alert, loaded through the runtime's chunk (see loadSearchDialogs there). */
export async function loadSearchDialogs() {
  return (await loadRuntimeModule()).loadSearchDialogs();
}

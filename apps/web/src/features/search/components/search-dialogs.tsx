import { getSearchRuntime } from '../runtime/search-runtime';
import { useSearchViewStore } from '../store/search-view-store';
import { JobProgressDialog } from './job-progress-dialog';
import { SearchErrorDialog } from './search-error-dialog';

export { SearchAlert } from './search-alert';

/**
 * Both search dialogs wired to the runtime, and the alert: what the search shows besides its box,
 * in one chunk loaded on first use.
 */
export default function SearchDialogs() {
  const errorDialog = useSearchViewStore((view) => view.errorDialog);
  const progress = useSearchViewStore((view) => view.progress);
  const runtime = getSearchRuntime();

  return (
    <>
      <SearchErrorDialog
        dialog={errorDialog}
        onClose={runtime.closeErrorDialog}
        onRetry={runtime.retry}
        onSearch={(query) => void runtime.search(query)}
      />
      <JobProgressDialog
        progress={progress}
        onClose={runtime.stopFollowing}
        onCancelAll={runtime.stopFollowing}
      />
    </>
  );
}

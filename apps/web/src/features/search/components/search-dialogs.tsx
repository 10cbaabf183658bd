import { getSearchRuntime } from '../runtime/search-runtime';
import { useSearchViewStore } from '../store/search-view-store';
import { JobProgressDialog } from './job-progress-dialog';
import { SEARCH_BOX_ID } from './search-box-id';
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
  const isBlank = errorDialog?.query === '';

  // Nothing was searched: trying again means typing a title, so the cursor goes to the box.
  function handBackSearchBox() {
    runtime.closeErrorDialog();
    document.getElementById(SEARCH_BOX_ID)?.focus();
  }

  return (
    <>
      <SearchErrorDialog
        dialog={errorDialog}
        onClose={isBlank ? handBackSearchBox : runtime.closeErrorDialog}
        onRetry={isBlank ? handBackSearchBox : runtime.retry}
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

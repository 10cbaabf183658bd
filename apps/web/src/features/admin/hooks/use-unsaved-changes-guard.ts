import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before unsaved edits are lost: leaving for another page in the app is held until the
 * admin confirms, and closing or reloading the tab gets the browser's own warning. `allowLeave`
 * lets a save or a delete move on without asking.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean) {
  const isLeavingAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isLeavingAllowed.current && currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  const allowLeave = useCallback(() => {
    isLeavingAllowed.current = true;
  }, []);

  return { blocker, allowLeave };
}

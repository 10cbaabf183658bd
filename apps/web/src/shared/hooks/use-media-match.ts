import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, known from the first render in the browser; a page the server
 * rendered hydrates as the server drew it (no match) and follows the screen right after.
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

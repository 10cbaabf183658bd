import { useEffect, useState } from 'react';
import { PAGING } from '@irreplaceable/contracts/constants';

/**
 * Loads the next page once the returned sentinel comes within 200 px of the viewport and stays
 * there for 500 ms (spec 000 section 4). While it stays in view, page after page follows, so a
 * tall screen fills up without the user scrolling.
 */
export function useLoadMoreOnScroll({
  canLoadMore,
  onLoadMore,
  pagesLoaded,
}: {
  canLoadMore: boolean;
  /** Keep it stable (useCallback): a new function restarts the delay. */
  onLoadMore: () => void;
  /** Each new page restarts the wait, even when its loading was too quick to be seen. */
  pagesLoaded: number;
}) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [isNearEnd, setIsNearEnd] = useState(false);

  useEffect(() => {
    if (!sentinel) return;
    const observer = new IntersectionObserver(
      ([entry]) => setIsNearEnd(entry?.isIntersecting ?? false),
      { rootMargin: `${PAGING.observerMarginPx}px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      setIsNearEnd(false);
    };
  }, [sentinel]);

  useEffect(() => {
    if (!isNearEnd || !canLoadMore) return;
    const timer = setTimeout(onLoadMore, PAGING.loadMoreDelayMs);
    return () => clearTimeout(timer);
  }, [isNearEnd, canLoadMore, onLoadMore, pagesLoaded]);

  return setSentinel;
}

import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';
import { BREAKPOINTS } from '@irreplaceable/contracts/constants';

/** Under 992 px the job page switches to its narrow layout (spec 001 section 9). */
export const NARROW_LAYOUT_QUERY = `(max-width: ${BREAKPOINTS.reviewWidgetPx - 0.02}px)`;

/** Whether the window is narrower than 992 px; `onBecomeNarrow` runs when it turns narrow. */
export function useNarrowLayout(onBecomeNarrow?: () => void): boolean {
  const isNarrow = useMediaQuery(NARROW_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
  const handleBecomeNarrow = useEffectEvent(() => onBecomeNarrow?.());

  useEffect(() => {
    const query = window.matchMedia(NARROW_LAYOUT_QUERY);
    const handleChange = (event: MediaQueryListEvent) => {
      if (event.matches) handleBecomeNarrow();
    };
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  return isNarrow;
}

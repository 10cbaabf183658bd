import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@irreplaceable/contracts/constants';

export const NARROW_SCREEN_QUERY = `(max-width: ${BREAKPOINTS.loginHintsPx}px)`;

/** At 480 px or narrower the login page trades long server messages for short hints. */
export function useIsNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}

export function isNarrowScreenNow(): boolean {
  return window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

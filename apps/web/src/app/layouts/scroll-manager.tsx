import { useEffect } from 'react';
import { useLocation } from 'react-router';

const MAX_WAIT_FRAMES = 30;

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * A new page starts at the top; an address with a hash glides to that element. The element may
 * render a few frames after the route (data still loading), so it is looked for briefly.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    let frame = 0;
    let waited = 0;
    const scrollToTarget = () => {
      const target = targetOf(hash);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (waited++ < MAX_WAIT_FRAMES) frame = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}

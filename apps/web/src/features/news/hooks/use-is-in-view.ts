import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref is on screen. Where IntersectionObserver is
 * missing (old browsers, tests), it simply never is.
 */
export function useIsInView() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [isInView, setIsInView] = useState(false);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setIsInView(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return { ref: setElement, isInView };
}

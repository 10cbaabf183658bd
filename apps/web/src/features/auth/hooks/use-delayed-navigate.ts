import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a pause (to let a success message be read), cancelled if the page unmounts. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to: string, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}

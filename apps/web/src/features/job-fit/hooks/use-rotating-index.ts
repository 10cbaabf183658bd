import { useEffect, useState } from 'react';

/** An index that moves on every `intervalMs` while `isActive`, wrapping at `count`. */
export function useRotatingIndex(count: number, intervalMs: number, isActive: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!isActive || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, isActive]);

  return index % Math.max(1, count);
}

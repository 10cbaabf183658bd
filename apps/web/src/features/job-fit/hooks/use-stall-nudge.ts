import { useEffect, useState } from 'react';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import type { TPhase } from '../store/session-types';

/** How long the analyst may stay silent in a phase before the nudge shows (spec 001 section 9). */
export function nudgeDelayFor(phase: TPhase): number | null {
  switch (phase) {
    case 2:
      return ASSESSMENT.nudgeMs.phase2;
    case 3:
      return ASSESSMENT.nudgeMs.phase3;
    case 4:
      return ASSESSMENT.nudgeMs.phase4;
    case 1:
    case 5:
      return null;
  }
}

/**
 * Whether the "hey, are you there?" button shows: the conversation waits on the analyst (nothing
 * for the user to answer) and has not moved for 15 s in phase 2 or 30 s in phases 3 and 4.
 */
export function useStallNudge(phase: TPhase, isWaitingOnAnalyst: boolean, lastActivityAt: number) {
  const delay = nudgeDelayFor(phase);
  const key = `${phase}:${lastActivityAt}`;
  const [stalledKey, setStalledKey] = useState<string | null>(null);

  useEffect(() => {
    if (delay === null || !isWaitingOnAnalyst) return;
    const timer = setTimeout(
      () => setStalledKey(key),
      Math.max(0, lastActivityAt + delay - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [delay, isWaitingOnAnalyst, lastActivityAt, key]);

  return isWaitingOnAnalyst && delay !== null && stalledKey === key;
}

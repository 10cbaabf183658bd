import { useCallback, useEffect, useState } from 'react';
import { COMMENTS } from '@irreplaceable/contracts/constants';
import { useCommentCooldownStore } from '../store/comment-cooldown-store';

const TICK_MS = 1_000;

/** Whole seconds left until `until`, never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1_000));
}

/**
 * The signed-in user's comment cooldown: the seconds left (0 when they may post) and a way to
 * start it. It starts on every submit attempt and lasts COMMENTS.cooldownSeconds (120 s).
 */
export function useCommentCooldown(userId: string | null) {
  const storedUserId = useCommentCooldownStore((state) => state.userId);
  const storedUntil = useCommentCooldownStore((state) => state.until);
  const until = userId !== null && storedUserId === userId ? storedUntil : 0;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(
    (nextAllowedAt: number = Date.now() + COMMENTS.cooldownSeconds * 1_000) => {
      if (userId === null) return;
      setNow(Date.now());
      useCommentCooldownStore.getState().start(userId, nextAllowedAt);
    },
    [userId],
  );

  // Another box may have started the cooldown since this one last ticked: never show more than
  // a whole cooldown while the next tick catches up.
  const seconds = Math.min(secondsLeft(until, now), COMMENTS.cooldownSeconds);
  return { seconds, isCoolingDown: seconds > 0, start };
}

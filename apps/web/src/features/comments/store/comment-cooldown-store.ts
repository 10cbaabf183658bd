import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';

type TCooldownState = {
  /** Whose cooldown it is: the server counts it per user. */
  userId: string | null;
  /** When that user may submit again (ms since the epoch). */
  until: number;
  start: (userId: string, until: number) => void;
};

/**
 * The comment cooldown, stored locally so it survives a reload (spec 000 section 4). One store
 * for the whole page, so the bottom box and every reply box count down together.
 */
export const useCommentCooldownStore = create<TCooldownState>()(
  persist(
    (set) => ({
      userId: null,
      until: 0,
      start: (userId, until) => set({ userId, until }),
    }),
    {
      name: STORAGE_KEYS.commentCooldown,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userId, until }) => ({ userId, until }),
    },
  ),
);

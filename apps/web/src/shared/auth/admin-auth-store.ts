import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { TSessionTokens } from './auth-store';

/** What the admin area knows about who is signed in (spec 000 section 3: username is the e-mail). */
export type TAdminInfo = { id: string; username: string; role: 'admin' };

type TAdminSessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  info: TAdminInfo | null;
};

type TAdminAuthStore = TAdminSessionState & {
  setSession: (tokens: TSessionTokens, info: TAdminInfo) => void;
  setTokens: (tokens: TSessionTokens) => void;
  clear: () => void;
};

const signedOut: TAdminSessionState = { accessToken: null, refreshToken: null, info: null };

/**
 * The admin session lives apart from the user session (spec 000 section 6), so signing in to the
 * admin area never replaces, or is replaced by, an ordinary sign-in in the same browser.
 */
export const useAdminAuthStore = create<TAdminAuthStore>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: (tokens, info) => set({ ...tokens, info }),
      setTokens: (tokens) => set(tokens),
      clear: () => set(signedOut),
    }),
    {
      name: STORAGE_KEYS.adminAuth,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, refreshToken, info }) => ({ accessToken, refreshToken, info }),
    },
  ),
);

export const selectHasAdminSession = (state: TAdminSessionState): boolean =>
  state.accessToken !== null && state.info !== null;

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { STORAGE_KEYS } from '../storage/storage-keys';

export type TSessionTokens = { accessToken: string; refreshToken: string };

type TUserSessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  user: TUser | null;
};

type TAuthStore = TUserSessionState & {
  setSession: (tokens: TSessionTokens, user: TUser) => void;
  setTokens: (tokens: TSessionTokens) => void;
  setUser: (user: TUser) => void;
  clear: () => void;
};

const signedOut: TUserSessionState = { accessToken: null, refreshToken: null, user: null };

/** The signed-in user's tokens and profile, persisted under `auth`. */
export const useAuthStore = create<TAuthStore>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: (tokens, user) => set({ ...tokens, user }),
      setTokens: (tokens) => set(tokens),
      setUser: (user) => set({ user }),
      clear: () => set(signedOut),
    }),
    {
      name: STORAGE_KEYS.auth,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, refreshToken, user }) => ({ accessToken, refreshToken, user }),
    },
  ),
);

export const selectIsSignedIn = (state: TUserSessionState): boolean =>
  state.accessToken !== null && state.user !== null;

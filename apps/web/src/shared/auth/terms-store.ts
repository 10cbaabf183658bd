import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/storage-keys';

export type TTermsAcceptance = {
  hasAcceptedTerms: boolean;
  hasAcceptedPrivacy: boolean;
  dontShowAgain: boolean;
};

type TTermsStore = TTermsAcceptance & {
  save: (acceptance: TTermsAcceptance) => void;
  reset: () => void;
};

const nothingAccepted: TTermsAcceptance = {
  hasAcceptedTerms: false,
  hasAcceptedPrivacy: false,
  dontShowAgain: false,
};

export const useTermsStore = create<TTermsStore>()(
  persist(
    (set) => ({
      ...nothingAccepted,
      save: (acceptance) => set(acceptance),
      reset: () => set(nothingAccepted),
    }),
    {
      name: STORAGE_KEYS.terms,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ hasAcceptedTerms, hasAcceptedPrivacy, dontShowAgain }) => ({
        hasAcceptedTerms,
        hasAcceptedPrivacy,
        dontShowAgain,
      }),
    },
  ),
);

export const selectAllTermsAccepted = (state: TTermsAcceptance): boolean =>
  state.hasAcceptedTerms && state.hasAcceptedPrivacy;

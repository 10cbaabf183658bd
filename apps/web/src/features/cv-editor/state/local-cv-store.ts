import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TCvDocumentInput,
  TCvPaper,
  TCvTemplate,
} from '@irreplaceable/contracts/cv/cv-document';
import { AUTH_EVENTS } from '../../../shared/auth/auth-events';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';

/** Steps of undo kept in memory; typing in one field within a moment is one step. */
const UNDO_DEPTH = 100;
const COALESCE_MS = 800;

export type TCvDraft = TCvDocumentInput & {
  basics: NonNullable<TCvDocumentInput['basics']>;
  work: NonNullable<TCvDocumentInput['work']>;
  education: NonNullable<TCvDocumentInput['education']>;
  skills: NonNullable<TCvDocumentInput['skills']>;
  languages: NonNullable<TCvDocumentInput['languages']>;
  projects: NonNullable<TCvDocumentInput['projects']>;
  meta: { irreplaceable: NonNullable<NonNullable<TCvDocumentInput['meta']>['irreplaceable']> };
};

export function emptyCv(): TCvDraft {
  return {
    basics: {},
    work: [{}],
    education: [{}],
    skills: [{}],
    languages: [{}],
    projects: [],
    meta: { irreplaceable: {} },
  };
}

/** Fills the parts the editor always shows, so an imported file need not carry them. */
export function toDraft(cv: TCvDocumentInput): TCvDraft {
  return {
    ...cv,
    basics: cv.basics ?? {},
    work: cv.work ?? [],
    education: cv.education ?? [],
    skills: cv.skills ?? [],
    languages: cv.languages ?? [],
    projects: cv.projects ?? [],
    meta: { ...cv.meta, irreplaceable: cv.meta?.irreplaceable ?? {} },
  };
}

type TLocalCvState = {
  cv: TCvDraft;
  template: TCvTemplate;
  paper: TCvPaper;
  /** The language the PDF is worded in; null follows the interface. */
  language: Language | null;
  past: TCvDraft[];
  future: TCvDraft[];
  /** What the last edit touched and when, so a run of keystrokes is one undo step. */
  lastEdit: { key: string; at: number } | null;
  /** Changes the CV; `key` names the field, so typing in it coalesces into one undo step. */
  edit: (change: (draft: TCvDraft) => void, key?: string) => void;
  replace: (cv: TCvDraft) => void;
  undo: () => void;
  redo: () => void;
  setLayout: (layout: {
    template?: TCvTemplate;
    paper?: TCvPaper;
    language?: Language | null;
  }) => void;
  reset: () => void;
};

const initial = () => ({
  cv: emptyCv(),
  template: 'classic' as TCvTemplate,
  paper: 'a4' as TCvPaper,
  language: null,
  past: [],
  future: [],
  lastEdit: null,
});

/**
 * The local CV (spec 000 section 3): kept in this browser only, surviving reloads and going
 * offline, sent nowhere until the person exports, saves or tailors it, and forgotten at logout.
 */
export const useLocalCv = create<TLocalCvState>()(
  persist(
    (set, get) => ({
      ...initial(),
      edit: (change, key) => {
        const { cv, past, lastEdit } = get();
        const next = structuredClone(cv);
        change(next);
        const now = Date.now();
        const coalesce =
          key !== undefined && lastEdit?.key === key && now - lastEdit.at < COALESCE_MS;
        set({
          cv: next,
          past: coalesce ? past : [...past, cv].slice(-UNDO_DEPTH),
          future: [],
          lastEdit: key === undefined ? null : { key, at: now },
        });
      },
      replace: (cv) => {
        const { cv: current, past } = get();
        set({ cv, past: [...past, current].slice(-UNDO_DEPTH), future: [], lastEdit: null });
      },
      undo: () => {
        const { cv, past, future } = get();
        const previous = past.at(-1);
        if (!previous) return;
        set({ cv: previous, past: past.slice(0, -1), future: [cv, ...future], lastEdit: null });
      },
      redo: () => {
        const { cv, past, future } = get();
        const next = future[0];
        if (!next) return;
        set({ cv: next, past: [...past, cv], future: future.slice(1), lastEdit: null });
      },
      setLayout: (layout) => set(layout),
      reset: () => set(initial()),
    }),
    {
      name: STORAGE_KEYS.localCv,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Undo lives in memory only: the CV itself and its layout survive a reload.
      partialize: ({ cv, template, paper, language }) => ({ cv, template, paper, language }),
      merge: (stored, current) => {
        const saved = (stored ?? {}) as Partial<TLocalCvState>;
        return { ...current, ...saved, cv: saved.cv ? toDraft(saved.cv) : current.cv };
      },
    },
  ),
);

// Logout clears the stored CV (clearUserData); this forgets the copy in memory too.
if (typeof window !== 'undefined') {
  window.addEventListener(AUTH_EVENTS.logout, () => {
    useLocalCv.getState().reset();
    useLocalCv.persist.clearStorage();
  });
}

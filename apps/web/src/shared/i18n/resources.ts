import type { Language } from '@irreplaceable/contracts/constants';
import type { TCatalogue } from './shell-en';

export type { TCatalogue };

/**
 * The main catalogue of each language, loaded on demand: the interface language's before the
 * first render, the other when the reader switches to it. Each is a chunk of its own, so a page
 * never downloads the language it does not show.
 */
export const SHELL_CATALOGUES: Record<Language, () => Promise<{ default: TCatalogue }>> = {
  en: () => import('./shell-en'),
  zh: () => import('./shell-zh'),
};

import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@irreplaceable/contracts/constants';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { readServerState } from '../ssr/server-state';
import { languageAskedByAddress } from './language-address';
import { SHELL_CATALOGUES } from './resources';
import { SHARED_I18N_OPTIONS, chineseStyleProcessor } from './chinese-style-processor';

export type TTranslationKey = ParseKeys<'translation'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  const saved = readStorage('local', STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : null;
}

/**
 * A server-rendered page at an address without `?lang=` is in English; a reader who chose
 * another language is sent to that language's address (before the page hydrates, so the
 * server's tree and the browser's first render are always in the same language).
 */
function languageAddressToFollow(): Language | null {
  const rendered = readServerState()?.language;
  if (!rendered || languageAskedByAddress()) return null;
  const stored = storedLanguage();
  return stored && stored !== rendered ? stored : null;
}

export const followLanguage = languageAddressToFollow();

/**
 * The language to start in: a server-rendered page's own (its address's), else the one the
 * address asks for (`?lang=`), else the stored choice.
 */
function startingLanguage(): Language {
  return (
    readServerState()?.language ?? languageAskedByAddress() ?? storedLanguage() ?? DEFAULT_LANGUAGE
  );
}

function applyLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  writeStorage('local', STORAGE_KEYS.language, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

/** What must be in i18next before the interface may show a language (its texts). */
type TLanguageLoader = (language: Language) => Promise<void>;

const shellLoads = new Map<Language, Promise<void>>();

/** The main catalogue of one language, fetched once; a failed fetch is tried again next time. */
const loadShellCatalogue: TLanguageLoader = (language) => {
  let pending = shellLoads.get(language);
  if (!pending) {
    pending = SHELL_CATALOGUES[language]().then(
      ({ default: catalogue }) => {
        i18n.addResourceBundle(language, 'translation', catalogue, true, true);
      },
      (error: unknown) => {
        shellLoads.delete(language);
        throw error;
      },
    );
    shellLoads.set(language, pending);
  }
  return pending;
};

const languageLoaders = new Set<TLanguageLoader>([loadShellCatalogue]);

/**
 * Adds texts a language needs besides the main catalogue (the page namespaces that have been
 * loaded), so a switch waits for them too.
 */
export function addLanguageLoader(loader: TLanguageLoader): void {
  languageLoaders.add(loader);
}

void i18n
  .use(initReactI18next)
  .use(chineseStyleProcessor)
  .init({
    resources: {},
    partialBundledLanguages: true,
    lng: startingLanguage(),
    ...SHARED_I18N_OPTIONS,
  });

/**
 * Settles once the interface language's main catalogue is in: the app renders only then, so no
 * key ever flashes. The other language is fetched only if the reader switches to it.
 */
export const i18nReady: Promise<void> = loadShellCatalogue(currentLanguage());

// A reader about to be sent to their language's address keeps that choice stored.
if (!followLanguage) applyLanguage(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface language once its texts are loaded, so the page never shows keys in
 * between; `<html lang>` and dates follow the change event.
 */
export async function changeLanguage(language: Language): Promise<void> {
  // The choice is kept at once: a page opened before the texts arrive still starts in it.
  writeStorage('local', STORAGE_KEYS.language, language);
  await Promise.all([...languageLoaders].map((load) => load(language)));
  await i18n.changeLanguage(language);
}

export { i18n };

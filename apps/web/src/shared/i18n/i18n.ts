import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@irreplaceable/contracts/constants';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { catalogues } from './resources';

export type TTranslationKey = ParseKeys<'translation'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  const saved = readStorage('local', STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

function applyLanguage(language: Language): void {
  writeStorage('local', STORAGE_KEYS.language, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: catalogues.en },
    zh: { translation: catalogues.zh },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

applyLanguage(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface language; storage, `<html lang>` and dates follow the change event. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };

import i18next, { type i18n as TI18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@irreplaceable/contracts/constants';
import en from '../../shared/i18n/shell-en';
import zh from '../../shared/i18n/shell-zh';
import { LAZY_CATALOGUES, type TLazyArea } from '../../shared/i18n/lazy-catalogues';
import {
  SHARED_I18N_OPTIONS,
  chineseStyleProcessor,
} from '../../shared/i18n/chinese-style-processor';

const SHELLS = { en, zh } satisfies Record<Language, object>;

/** Every text of both languages, read once: the server renders any page in either. */
async function loadAllTexts(): Promise<TI18n> {
  const resources: Record<string, Record<string, object>> = {};
  for (const language of LANGUAGES) {
    resources[language] = { translation: SHELLS[language] };
    for (const area of Object.keys(LAZY_CATALOGUES) as TLazyArea[]) {
      resources[language]![area] = (await LAZY_CATALOGUES[area][language]()).default;
    }
  }
  const base = i18next.createInstance().use(chineseStyleProcessor);
  await base.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    ...SHARED_I18N_OPTIONS,
  });
  return base;
}

const allTexts = loadAllTexts();

/**
 * A translator of its own for one render: pages render concurrently in both languages, and
 * a clone shares the texts but never the language with the others.
 */
export async function translatorFor(language: Language): Promise<TI18n> {
  return (await allTexts).cloneInstance({ lng: language });
}

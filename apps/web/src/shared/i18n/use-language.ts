import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@irreplaceable/contracts/constants';
import { isLanguage } from './i18n';

/** The interface language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

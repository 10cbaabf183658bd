import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage } from '../../shared/i18n/i18n';
import { languageOfSearch, searchInLanguage } from '../../shared/i18n/language-address';
import { useRouteHandle } from '../../shared/routing/route-handle';

/**
 * Keeps a public page's address naming the language the page is shown in (`?lang=zh`, English without it),
 * so a reload, a bookmark or a shared link opens the page the reader sees. A language switch or
 * a link followed in Chinese is answered by replacing the address, never by a new history entry.
 */
export function useLanguageAddress(): void {
  const { i18n } = useTranslation();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const { hasLanguageAddress } = useRouteHandle();
  const language = i18n.language;

  useEffect(() => {
    if (!hasLanguageAddress || !isLanguage(language)) return;
    if (languageOfSearch(search) === language) return;
    void navigate(
      { pathname, search: searchInLanguage(search, language), hash },
      { replace: true, preventScrollReset: true, state },
    );
  }, [hasLanguageAddress, language, pathname, search, hash, state, navigate]);
}

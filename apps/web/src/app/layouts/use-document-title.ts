import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../shared/routing/route-handle';

/** Keeps the browser tab title in step with the route and the interface language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { titleKey } = useRouteHandle();
  const appName = t('app.name');
  const pageTitle = titleKey ? t(titleKey) : null;
  const isHome = titleKey === 'pages.home.title';

  useEffect(() => {
    document.title = pageTitle && !isHome ? `${pageTitle} · ${appName}` : (pageTitle ?? appName);
  }, [pageTitle, appName, isHome]);
}

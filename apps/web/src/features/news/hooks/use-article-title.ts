import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab shows the article's own title rather than the route's generic "Article". The
 * app sets the route title in an effect of its own that runs after this page's (parents run
 * last), so the article's title is put in place just after.
 */
export function useArticleTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = `${title} · ${appName}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [title, appName]);
}

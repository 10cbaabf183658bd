import { Outlet } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import { useDocumentTitle } from './use-document-title';
import { useLanguageAddress } from './use-language-address';

/** What every screen shares, the site and the admin area alike. */
export function AppFrame() {
  useDocumentTitle();
  useLanguageAddress();
  return (
    <>
      <NavigationProgress />
      <ScrollManager />
      <Outlet />
    </>
  );
}

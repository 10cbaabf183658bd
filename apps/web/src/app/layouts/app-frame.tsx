import { Outlet } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import { useDocumentTitle } from './use-document-title';

/** What every screen shares, the site and the admin area alike. */
export function AppFrame() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <ScrollManager />
      <Outlet />
    </>
  );
}

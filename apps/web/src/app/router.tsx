import { createBrowserRouter } from 'react-router';
import { registerAppNavigator } from '../shared/routing/app-navigation';
import { appRoutes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerAppNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}

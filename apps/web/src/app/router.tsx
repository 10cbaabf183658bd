import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { registerAppNavigator } from '../shared/routing/app-navigation';
import { appRoutes } from './routes';

export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
  registerAppNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}

/**
 * Loads the code of the routes a server-rendered address shows before the page hydrates: a
 * route still loading would draw its placeholder where the server drew the page.
 */
export async function loadRoutesAt(location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(appRoutes, location) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<typeof route>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { registerAppNavigator } from '../shared/routing/app-navigation';

/** Renders the whole app (real routes, guards and layouts) at `path` in a memory router. */
export function renderApp(path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  registerAppNavigator((to) => void router.navigate(to, { replace: true }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const currentPath = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...view, router, user, queryClient, currentPath };
}

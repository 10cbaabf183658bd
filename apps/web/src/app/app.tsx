import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { AppProviders } from './providers';

type TAppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
};

export function App({ queryClient, router }: TAppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

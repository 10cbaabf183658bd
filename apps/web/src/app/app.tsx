import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { AppProviders } from './providers';

type TAppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
};

export function App({ queryClient, router }: TAppProps) {
  // Marks the document once the app is live (hydrated or drawn): what a browser test waits for
  // before it acts, as a person cannot tell the two apart.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

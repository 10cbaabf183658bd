import { RouterProvider } from 'react-router';
import { createQueryClient } from '../shared/api/query-client';
import { syncSessionAcrossTabs } from '../shared/auth/sync-across-tabs';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter();
syncSessionAcrossTabs();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

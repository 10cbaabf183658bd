import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { loadCatalogues } from '../../../shared/i18n/lazy-catalogues';
import JobFitModal from '../components/job-fit-modal';

/** Renders the modal open over an empty page, as the job page mounts it, with its texts loaded. */
export async function renderJobFitModal({ jobTitle = 'Software Engineer' } = {}) {
  await loadCatalogues(['jobFit']);
  const onClose = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/jobs/:id',
        element: <JobFitModal jobId={7} jobTitle={jobTitle} onClose={onClose} />,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/jobs/7'] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, onClose, queryClient };
}

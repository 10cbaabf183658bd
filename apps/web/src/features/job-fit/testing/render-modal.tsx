import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { loadCatalogues } from '../../../shared/i18n/lazy-catalogues';
import JobFitModal from '../components/job-fit-modal';

const moves = new EventTarget();

/**
 * Where the page holds the modal; a move puts it under another parent, as a page does that
 * renders it in a different branch once its own data arrives (React mounts it anew there).
 */
function Holder({ children }: { children: ReactNode }) {
  const [isMoved, setIsMoved] = useState(false);
  useEffect(() => {
    const handleMove = () => setIsMoved(true);
    moves.addEventListener('move', handleMove);
    return () => moves.removeEventListener('move', handleMove);
  }, []);
  return isMoved ? <section>{children}</section> : <div>{children}</div>;
}

/** Renders the modal under another parent, mounting it again. */
export function remountJobFitModal() {
  act(() => {
    moves.dispatchEvent(new Event('move'));
  });
}

/**
 * Renders the modal open over an empty page, as the job page mounts it, with its texts loaded;
 * `isStrict` renders it in React's strict mode, which mounts every component twice.
 */
export async function renderJobFitModal({ jobTitle = 'Software Engineer', isStrict = false } = {}) {
  await loadCatalogues(['jobFit']);
  const onClose = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/jobs/:id',
        element: (
          <Holder>
            <JobFitModal jobId={7} jobTitle={jobTitle} onClose={onClose} />
          </Holder>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/jobs/7'] },
  );
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(isStrict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, user, router, onClose, queryClient };
}

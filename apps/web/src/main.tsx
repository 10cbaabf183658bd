import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/typography.css';
import { followLanguage, i18nReady } from './shared/i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { createAppRouter, loadRoutesAt } from './app/router';
import { createQueryClient } from './shared/api/query-client';
import { syncSessionAcrossTabs } from './shared/auth/sync-across-tabs';
import { searchInLanguage } from './shared/i18n/language-address';
import { readServerState } from './shared/ssr/server-state';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

async function start(root: HTMLElement) {
  const serverState = readServerState();
  if (followLanguage) {
    // The reader chose another language: its address has the same page in that language.
    const { pathname, search, hash } = window.location;
    window.location.replace(`${pathname}${searchInLanguage(search, followLanguage)}${hash}`);
    return;
  }
  // The interface language's texts first (one small file), so the first paint is never keys; if
  // they cannot be had, the app still starts and its error pages offer a reload.
  const queryClient = createQueryClient();
  syncSessionAcrossTabs();
  if (!serverState) {
    await i18nReady.catch(() => undefined);
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={createAppRouter()} />
      </StrictMode>,
    );
    return;
  }
  // A server-rendered page: the same texts, code and data as the server had, then hydration.
  await Promise.all([i18nReady.catch(() => undefined), loadRoutesAt(window.location)]);
  hydrate(queryClient, serverState.queries);
  // From here React replays a tap on a part it has not hydrated yet; taps before are boot's
  // (HYDRATING_EVENT in shared/ssr/early-taps.ts, named here so boot's code stays its own).
  document.dispatchEvent(new Event('app:hydrating'));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the drawn page stays responsive while it comes alive,
  // and a click on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={createAppRouter(serverState.router)} />
      </StrictMode>,
    );
  });
}

void start(container);

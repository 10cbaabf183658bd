import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { i18nReady } from './shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

// The interface language's texts first (one small file), so the first paint is never keys; if
// they cannot be had, the app still starts and its error pages offer a reload.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nReady } from '../shared/i18n/i18n';
import { resetAppState } from './reset-app-state';

// findBy and waitFor give up after this long. Lazy pages and catalogues can take seconds to
// arrive when the suite shares the machine with the database tiers; a passing wait returns at once.
configure({ asyncUtilTimeout: 5_000 });

// The app renders once its language's texts are in (main.tsx); tests start from the same point.
await i18nReady;

// Browser APIs Mantine relies on that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await resetAppState();
});

import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How long a page may take to become live before a spec acts on it anyway (and fails there). */
const READY_TIMEOUT_MS = 20_000;

/**
 * Public pages arrive drawn by the server and come alive a moment later. A person cannot act
 * faster than that; a spec can, so every `page.goto` waits until the app marks the document live
 * (`<html data-ready>`). A page that never does is left to the spec's own expectations.
 */
async function untilReady(page: Page) {
  await page
    .locator('html[data-ready]')
    .waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS })
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilReady(page);
      return response;
    };
    await use(page);
  },
});

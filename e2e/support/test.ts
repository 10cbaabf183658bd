import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * `E2E_CPU_THROTTLE=4` runs every page on a CPU four times slower (Chromium's own throttling), as
 * on a slow phone: what a spec does must then wait for what a person would wait for.
 */
const CPU_THROTTLE = Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? 1));

/**
 * The longest a spec waits for something that takes `ms` at full speed: a page on a slowed CPU
 * takes as many times longer (the test and expectation timeouts scale in the config the same way).
 */
export const patience = (ms: number) => ms * CPU_THROTTLE;

/** How long a page may take to become live before a spec acts on it anyway (and fails there). */
const READY_TIMEOUT_MS = patience(20_000);

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

/** Each page's preparation: a page met twice (its context's event, its fixture) waits for the one. */
const prepared = new WeakMap<Page, Promise<void>>();

/**
 * Every way a spec loads a document (open, reload, back, forward) waits until it is live, and
 * the page's CPU is slowed when asked, before the spec is handed the page.
 */
function prepare(page: Page): Promise<void> {
  let preparing = prepared.get(page);
  if (!preparing) {
    preparing = prepareOnce(page);
    prepared.set(page, preparing);
  }
  return preparing;
}

async function prepareOnce(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = (page[name] as (...args: unknown[]) => ReturnType<Page['reload']>).bind(page);
    (page[name] as unknown) = async (...args: unknown[]) => {
      const response = await load(...args);
      // `waitUntil: 'commit'` asks for the page as it arrives, before it is live.
      const options = args.find((arg) => typeof arg === 'object' && arg !== null);
      if ((options as { waitUntil?: string } | undefined)?.waitUntil !== 'commit') {
        await untilReady(page);
      }
      return response;
    };
  }
  if (CPU_THROTTLE > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  }
}

const watched = new WeakSet<BrowserContext>();

/** Prepares the context's pages, those it has and those it opens later. */
async function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('page', (page) => void prepare(page));
  // A page the spec opens itself is handed over once it is prepared (its CPU already slowed).
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await prepare(page);
    return page;
  };
  await Promise.all(context.pages().map(prepare));
}

export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      // Contexts a spec opens itself (a second reader, an admin) are prepared as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await watch(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    await prepare(page);
    await use(page);
  },
});

import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** With the CPU slowed (E2E_CPU_THROTTLE, e2e/support/test.ts), every wait may last as many times longer. */
const slowdown = Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? 1));
const dataDir = path.join(os.tmpdir(), `irreplaceable-e2e-${process.pid}`);

/** End-to-end specs drive the built app, started in embedded mode on a fresh data directory. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node apps/server/dist/main.js`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '2000',
      // Every browser in the specs signs in from this machine's one address, more often than
      // twenty times a minute when several people sign in within one test.
      OTP_PER_ADDRESS_PER_HOUR: '500',
      SIGN_IN_RATE_PER_MINUTE: '600',
    },
  },
});

// Loads the home page of the built app in headless Chromium and reports the gzipped size of every
// JavaScript file it loads (what a visitor's browser really fetches). Run `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-bundle-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      if (tries > 600) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: new URL(response.url()).pathname, body: await response.body() });
    }
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();
  let total = 0;
  for (const script of scripts.sort((a, b) => a.url.localeCompare(b.url))) {
    const gzipped = zlib.gzipSync(script.body, { level: 9 }).length;
    total += gzipped;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  gzipped JavaScript loaded by the home page`,
  );
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

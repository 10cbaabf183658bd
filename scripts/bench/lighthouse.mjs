// Lighthouse performance and accessibility scores of pages of the built app (embedded mode, demo
// content), in headless Chromium. Usage: node scripts/bench/lighthouse.mjs /news /news/1
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './server-process.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/news', '/news/1');
const server = await startServer({ port: 3189 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      output: 'json',
      logLevel: 'error',
    });
    const { performance, accessibility } = result.lhr.categories;
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${path}: performance ${Math.round(performance.score * 100)}, accessibility ${Math.round(accessibility.score * 100)}` +
        ` (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')},` +
        ` TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

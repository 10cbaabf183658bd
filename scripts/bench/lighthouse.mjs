// Lighthouse scores (performance, accessibility, best practices, SEO) of public pages of the built
// app (embedded mode, demo content) in headless Chromium, on Lighthouse's default mobile profile
// with simulated throttling. Each page is measured in English and in Chinese (`?lang=zh`), three
// runs each, and the median run is reported, with the audits that kept a category below 100.
//
// Usage: node scripts/bench/lighthouse.mjs [path ...]
// Without paths: /, /jobs, the first job page, /news and the newest article.
// LIGHTHOUSE_RUNS sets the runs per page (default 3); --json prints the medians as JSON too.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { json, startServer } from './server-process.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const givenPaths = args.filter((arg) => !arg.startsWith('--'));

/** The default pages: the fixed ones and one job and one article from the demo content. */
async function defaultPaths(base) {
  const jobs = await json(await fetch(`${base}/api/jobs/?page=1&page_size=1`));
  const news = await json(await fetch(`${base}/api/news/?page=1&page_size=1`));
  return [
    '/',
    '/jobs',
    ...jobs.items.map((job) => `/jobs/${job.id}`),
    '/news',
    ...news.items.map((article) => `/news/${article.id}`),
  ];
}

const withLanguage = (path, language) =>
  language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The audits that cost a category points in one run, by id. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      // Which browser issues (a blocked cookie, a deprecation...) the console reported.
      const kinds = (audit.details?.items ?? []).map((item) => item.issueType).filter(Boolean);
      return kinds.length ? `${audit.id} (${[...new Set(kinds)].join(', ')})` : audit.id;
    });
}

const server = await startServer({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3189) });
/**
 * A browser of its own for each run, as a first-time visitor has: Lighthouse keeps local storage
 * between runs in one browser, and a language chosen on one page would send the next page to
 * its address in that language.
 */
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });

const results = [];
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? '?';
try {
  const paths = givenPaths.length > 0 ? givenPaths : await defaultPaths(server.base);
  for (const path of paths) {
    for (const language of ['en', 'zh']) {
      const url = withLanguage(path, language);
      // The page as visitors meet it, drawn and cached by the server, not its first drawing
      // after a start (which the server's own timing shows apart, in bench:reads).
      await fetch(`${server.base}${url}`).then((response) => response.arrayBuffer());
      const runs = [];
      const errors = [];
      for (let run = 0; run < RUNS; run += 1) {
        const chrome = await launchChrome();
        const { lhr } = await lighthouse(`${server.base}${url}`, {
          port: chrome.port,
          onlyCategories: CATEGORIES,
          output: 'json',
          logLevel: 'error',
        }).finally(() => chrome.kill());
        // A run that failed (no paint in time on a busy machine, say) scores nothing: left out.
        if (lhr.runtimeError) errors.push(lhr.runtimeError.code);
        else runs.push(lhr);
      }
      if (runs.length === 0) {
        console.log(`${url}: every run failed (${errors.join(', ')})`);
        results.push({ path: url, errors });
        continue;
      }
      // The median run by performance, the only category that varies from run to run.
      const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
      const performances = runs.map((each) => score(each, 'performance'));
      const lhr = runs.find((each) => score(each, 'performance') === median(performances));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)]));
      const failing = Object.fromEntries(
        CATEGORIES.filter((c) => c !== 'performance').map((c) => [c, failingAudits(lhr, c)]),
      );
      results.push({ path: url, scores, performances, errors, failing });
      const detail = Object.entries(failing)
        .filter(([, ids]) => ids.length > 0)
        .map(([category, ids]) => `${category}: ${ids.join(', ')}`)
        .join('; ');
      console.log(
        `${url}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}` +
          ` (performance runs ${performances.join('/')}${errors.length ? `, failed: ${errors.join(', ')}` : ''};` +
          ` median run: FCP ${metric(lhr, 'first-contentful-paint')}, LCP ${metric(lhr, 'largest-contentful-paint')},` +
          ` TBT ${metric(lhr, 'total-blocking-time')}, CLS ${metric(lhr, 'cumulative-layout-shift')})` +
          (detail ? `  [${detail}]` : ''),
      );
    }
  }
} finally {
  await server.stop();
}
if (asJson) console.log(JSON.stringify(results, null, 2));

/**
 * The first code a server-drawn page runs. The page paints from its HTML and styles alone; the
 * app's code only brings it alive. Fetched at once, that code would share a slow connection with
 * the styles and hold back the first paint, so this waits until the browser has painted, then
 * fetches the code in parallel and starts it (hydration). The server lists the code in
 * `#app-code` (JSON, never run), from the same build manifest it draws the page with, in the
 * order the browser would run it had the app's entry loaded it.
 */
import { replayEarlyTaps } from './shared/ssr/early-taps';

const listed = document.getElementById('app-code')?.textContent;

/** The next task, after the browser has had the chance to paint and answer input. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Links asked for per task: each costs the browser about a millisecond on a slow phone's CPU. */
const LINKS_PER_TASK = 8;

async function start(code: string[]) {
  for (let from = 0; from < code.length; from += LINKS_PER_TASK) {
    if (from > 0) await nextTask();
    document.head.append(
      ...code.slice(from, from + LINKS_PER_TASK).map((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        return link;
      }),
    );
  }
  // Each module runs in a task of its own, in that same order (so what one sets up for the
  // next is set up first), instead of the whole app in one long task that blocks input.
  for (const module of code) {
    await nextTask();
    await import(/* @vite-ignore */ module);
  }
}

/** Longest wait for the first paint: a page opened in a background tab paints only when shown. */
const FIRST_PAINT_WAIT_MS = 3000;

/** Calls `then` once, after the browser reports the page's first contentful paint. */
function afterFirstPaint(then: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    setTimeout(then);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // Without paint timing: the frame is drawn before this callback, and painted after it.
    requestAnimationFrame(() => setTimeout(once));
  }
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

if (listed) {
  // A tap on a button while the code below is on its way is made again once the page is live.
  replayEarlyTaps();
  afterFirstPaint(() => void start(JSON.parse(listed) as string[]));
}

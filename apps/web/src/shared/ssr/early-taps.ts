/**
 * A page drawn by the server shows its buttons before its code runs, and a tap on one then does
 * nothing: React has not attached its handlers yet. The first such tap is kept here and made
 * again once the page is live, so a person who tapped early (a slow phone) gets what they asked
 * for. Links, and submit buttons of forms, already work without code and are left to the browser.
 * Once the app starts hydrating, React itself replays a tap on a part it has not reached.
 */

/** Sent on the document by the app just before it hydrates the drawn page. */
export const HYDRATING_EVENT = 'app:hydrating';

/** Controls that do nothing without code: what a tap on them is kept for. */
const INERT_CONTROLS = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  'input[type="radio"]',
  'input[type="checkbox"]',
].join(', ');

/** The control a tap was for, when it is one that needs code to do anything. */
function inertControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(INERT_CONTROLS);
  if (!control || control.closest('a[href]')) return null;
  if (control instanceof HTMLButtonElement) {
    if (control.disabled) return null;
    if (control.type === 'submit' && control.form) return null;
  }
  if (control instanceof HTMLInputElement && control.disabled) return null;
  return control;
}

/**
 * Keeps the first tap on a control until the app has hydrated (`<html data-ready>`), then makes
 * it again on the same element if it is still on the page. Returns a function that stops it.
 */
export function replayEarlyTaps(doc: Document = document): () => void {
  let kept: HTMLElement | null = null;
  let isHydrating = false;

  const keep = (event: MouseEvent) => {
    if (isHydrating || event.button !== 0) return;
    const control = inertControl(event.target);
    if (!control) return;
    // A radio or box the browser ticks by itself would not change again when tapped once more.
    if (control instanceof HTMLInputElement) event.preventDefault();
    kept ??= control;
  };
  const onHydrating = () => {
    isHydrating = true;
    doc.removeEventListener('click', keep, true);
  };
  const replay = () => {
    const control = kept;
    kept = null;
    if (control?.isConnected) control.click();
  };
  const ready = new MutationObserver(() => {
    if (doc.documentElement.dataset.ready === undefined) return;
    ready.disconnect();
    replay();
  });

  doc.addEventListener('click', keep, true);
  doc.addEventListener(HYDRATING_EVENT, onHydrating, { once: true });
  ready.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  return () => {
    doc.removeEventListener('click', keep, true);
    doc.removeEventListener(HYDRATING_EVENT, onHydrating);
    ready.disconnect();
  };
}

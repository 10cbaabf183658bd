/** Stripe replaces this with the session's id in a success or cancel URL. */
export const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

export type TopUpOutcome = 'success' | 'cancelled';

/**
 * Where the buyer lands after paying or giving up: the page they bought from, on this site, with
 * `?topup=success|cancelled&session_id=…` (earlier values of both replaced, the rest kept).
 * `sourcePath` was checked to be a same-site path; the origin check here makes sure of it.
 */
export function returnUrl(
  publicUrl: string,
  sourcePath: string,
  outcome: TopUpOutcome,
  sessionId: string = SESSION_ID_TEMPLATE,
): string {
  const base = new URL(publicUrl);
  const url = new URL(sourcePath, base);
  if (url.origin !== base.origin) throw new Error(`Not a path on this site: ${sourcePath}`);
  url.searchParams.delete('topup');
  url.searchParams.delete('session_id');
  url.searchParams.set('topup', outcome);
  const { hash } = url;
  url.hash = '';
  // Appended by hand: URLSearchParams would escape the braces Stripe looks for.
  return `${url.href}&session_id=${sessionId}${hash}`;
}

/** The same return address as a path, for redirects that stay on whatever host served them. */
export function returnPath(
  publicUrl: string,
  sourcePath: string,
  outcome: TopUpOutcome,
  sessionId: string,
): string {
  return returnUrl(publicUrl, sourcePath, outcome, sessionId).slice(
    new URL(publicUrl).origin.length,
  );
}

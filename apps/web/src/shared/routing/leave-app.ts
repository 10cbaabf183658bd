/**
 * Sends the browser to a page outside the single-page app (a payment page). An object, so tests
 * can watch the call without a real page load.
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};

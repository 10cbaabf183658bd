/**
 * Lets code outside React (the API client) navigate inside the single-page app. The app registers
 * its router at start-up; until then, or in a bare test, a full page load does the job.
 */
type TNavigate = (to: string) => void;

let navigateImpl: TNavigate = (to) => window.location.assign(to);

export function registerAppNavigator(navigate: TNavigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { selectAllTermsAccepted, useTermsStore } from '../../shared/auth/terms-store';

/**
 * Someone who has accepted every term and opens the plain /terms page is on their way to sign in,
 * so they go straight to /login. A link to a section (#privacy, #terms) or ?forceShow still shows
 * the page. The check runs when the address changes, not when the choices are saved, so the
 * terms page decides itself where to go after accepting.
 */
export function TermsGuard() {
  const { search, hash } = useLocation();
  const allAccepted = selectAllTermsAccepted(useTermsStore.getState());
  const isForced = new URLSearchParams(search).has('forceShow');
  if (allAccepted && !isForced && !hash) return <Navigate to="/login" replace />;
  return <Outlet />;
}

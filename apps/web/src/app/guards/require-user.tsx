import { Outlet } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../shared/auth/auth-store';
import { RedirectWithReturn } from './redirect-with-return';

/** Every /me page needs a signed-in user; visitors go to /login and come back afterwards. */
export function RequireUser() {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return isSignedIn ? <Outlet /> : <RedirectWithReturn to="/login" />;
}

import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../shared/auth/auth-store';
import { peekReturnPath, takeReturnPath } from '../../shared/auth/return-path';

/**
 * A user who is already signed in when they open /login goes to their return address or /me.
 * Decided once on arrival: signing in on this page must not skip its own success message.
 */
export function RedirectSignedIn() {
  const [redirectTo] = useState(() =>
    selectIsSignedIn(useAuthStore.getState()) ? (peekReturnPath() ?? '/me') : null,
  );
  useEffect(() => {
    // The return address has been used once it is followed.
    if (redirectTo) takeReturnPath();
  }, [redirectTo]);
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}

import { Outlet } from 'react-router';
import { selectHasAdminSession, useAdminAuthStore } from '../../shared/auth/admin-auth-store';
import { RedirectWithReturn } from './redirect-with-return';

/** The admin area needs an admin session; an ordinary user session does not count. */
export function RequireAdmin() {
  const hasAdminSession = useAdminAuthStore(selectHasAdminSession);
  return hasAdminSession ? <Outlet /> : <RedirectWithReturn to="/admin/login" />;
}

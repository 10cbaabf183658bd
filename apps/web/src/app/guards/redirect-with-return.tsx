import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberReturnPath } from '../../shared/auth/return-path';

/** Sends the visitor to a sign-in page, remembering the full intended path to come back to. */
export function RedirectWithReturn({ to }: { to: string }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnPath(`${pathname}${search}${hash}`);
    void navigate(to, { replace: true });
  }, [pathname, search, hash, navigate, to]);
  return null;
}

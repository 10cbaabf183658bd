import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../../shared/auth/auth-store';
import { rememberReturnPath } from '../../../shared/auth/return-path';
import { notify } from '../../../shared/ui/notify';

/** Set as navigation state by the job-fit history's "Continue", to open the modal on arrival. */
function asksToOpen(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openJobFit?: unknown }).openJobFit === true
  );
}

/**
 * What "Am I fit for this job?" does. A visitor is sent to sign in and brought back here
 * afterwards (spec 001 section 2); a signed-in user gets the assessment modal.
 */
export function useJobFitEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search, hash } = location;
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const [isOpen, setIsOpen] = useState(() => isSignedIn && asksToOpen(location.state));

  // The request to open is used once: a reload or "back" later does not open the modal again.
  useEffect(() => {
    if (asksToOpen(location.state)) {
      void navigate({ pathname, search, hash }, { replace: true, state: null });
    }
  }, [location.state, navigate, pathname, search, hash]);

  const open = useCallback(() => {
    if (!isSignedIn) {
      rememberReturnPath(`${pathname}${search}${hash}`);
      notify('info', t('jobDetail.fit.loginFirst'));
      void navigate('/login');
      return;
    }
    setIsOpen(true);
  }, [isSignedIn, pathname, search, hash, navigate, t]);

  const close = useCallback(() => setIsOpen(false), []);

  return { open, close, isOpen: isOpen && isSignedIn };
}

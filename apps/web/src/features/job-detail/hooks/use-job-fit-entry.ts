import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../../shared/auth/auth-store';
import { rememberReturnPath } from '../../../shared/auth/return-path';
import { JOB_FIT_OPEN_PARAM, JOB_FIT_OPEN_VALUE } from '../../../shared/slots/job-fit-slot';
import { notify } from '../../../shared/ui/notify';

function searchWithout(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  return params.toString();
}

/** Set as navigation state by the job-fit history's "Continue", to open the modal on arrival. */
function asksToOpen(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openJobFit?: unknown }).openJobFit === true
  );
}

/**
 * The address a visitor returns to after signing in: this job page, asking to open the modal. An
 * address survives the whole sign-in (a new tab from the mail, a reload), navigation state would not.
 */
function returnAddress(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.set(JOB_FIT_OPEN_PARAM, JOB_FIT_OPEN_VALUE);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * What "Am I fit for this job?" does. A visitor is sent to sign in and brought back here with the
 * modal open (spec 001 section 2); a signed-in user gets the assessment modal. The address that
 * asks for it (`href`) is the button's link: a tap before the page is live arrives here asking,
 * and is answered as the tap would have been.
 */
export function useJobFitEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search, hash } = location;
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const params = new URLSearchParams(search);
  const asksByAddress = params.get(JOB_FIT_OPEN_PARAM) === JOB_FIT_OPEN_VALUE;
  const isAsked = asksToOpen(location.state) || asksByAddress;
  const [isOpen, setIsOpen] = useState(() => isSignedIn && isAsked);

  const signInFirst = useCallback(() => {
    rememberReturnPath(returnAddress(pathname, search, hash));
    notify('info', t('jobDetail.fit.loginFirst'));
    void navigate('/login');
  }, [pathname, search, hash, navigate, t]);

  const open = useCallback(() => {
    if (isSignedIn) setIsOpen(true);
    else signInFirst();
  }, [isSignedIn, signInFirst]);

  // The request to open is used once: a reload or "back" later does not open the modal again.
  // A visitor who is not signed in is sent to sign in, as the button would have.
  useEffect(() => {
    if (!isAsked) return;
    const rest = new URLSearchParams(search);
    rest.delete(JOB_FIT_OPEN_PARAM);
    const remaining = rest.toString();
    void navigate(
      { pathname, search: remaining ? `?${remaining}` : '', hash },
      { replace: true, state: null },
    );
    if (asksByAddress && !isSignedIn) signInFirst();
    // Once per request: `signInFirst` changes with the address this effect rewrites.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAsked, navigate, pathname, search, hash]);

  const close = useCallback(() => setIsOpen(false), []);

  // Without the hash: the server draws the link too, and never sees one.
  const href = returnAddress(pathname, searchWithout(search, JOB_FIT_OPEN_PARAM));

  return { open, close, href, isOpen: isOpen && isSignedIn };
}

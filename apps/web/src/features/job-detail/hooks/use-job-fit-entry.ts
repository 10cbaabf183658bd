import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../../shared/auth/auth-store';
import { rememberReturnPath } from '../../../shared/auth/return-path';
import { notify } from '../../../shared/ui/notify';

/**
 * What "Am I fit for this job?" does. A visitor is sent to sign in and brought back here
 * afterwards (spec 001 section 2). For a signed-in user this is where the job-fit assessment
 * modal will open; until it exists, they are told it is on its way.
 */
export function useJobFitEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const isSignedIn = useAuthStore(selectIsSignedIn);

  return useCallback(() => {
    if (!isSignedIn) {
      rememberReturnPath(`${pathname}${search}${hash}`);
      notify('info', t('jobDetail.fit.loginFirst'));
      void navigate('/login');
      return;
    }
    notify('info', t('jobDetail.fit.comingSoon'));
  }, [isSignedIn, pathname, search, hash, navigate, t]);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminAuthStore } from '../../../shared/auth/admin-auth-store';
import { postLogout } from '../api/logout';
import { notify } from '../../../shared/ui/notify';

/** Ends the admin session only; a user session in the same browser stays signed in. */
export function useAdminLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await postLogout(useAdminAuthStore.getState().refreshToken);
    } catch {
      notify('error', t('auth.logout.failed'));
    }
    useAdminAuthStore.getState().clear();
    await navigate('/admin/login', { replace: true });
  }, [navigate, t]);
}

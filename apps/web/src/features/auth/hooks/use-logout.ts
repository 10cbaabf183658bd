import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { clearUserData } from '../../../shared/auth/clear-session';
import { takeReturnPath } from '../../../shared/auth/return-path';
import { postLogout } from '../api/logout';
import { notify } from '../../../shared/ui/notify';

/**
 * Signs the user out: revokes the refresh token on the server, then forgets the user's data on
 * this device whatever the server said (a failed call still signs out locally), and goes to /login.
 */
export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await postLogout(useAuthStore.getState().refreshToken);
    } catch {
      notify('error', t('auth.logout.failed'));
    }
    clearUserData();
    queryClient.clear();
    await navigate('/login', { replace: true });
    // Leaving a /me page made its guard remember it; after a deliberate logout there is no way back.
    takeReturnPath();
  }, [navigate, queryClient, t]);
}

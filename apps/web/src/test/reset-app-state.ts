import { notifications } from '@mantine/notifications';
import { useAdminAuthStore } from '../shared/auth/admin-auth-store';
import { useAuthStore } from '../shared/auth/auth-store';
import { useTermsStore } from '../shared/auth/terms-store';
import { changeLanguage } from '../shared/i18n/i18n';

/** Module-level stores outlive a test; put everything back the way a first visit finds it. */
export async function resetAppState(): Promise<void> {
  useAuthStore.getState().clear();
  useAdminAuthStore.getState().clear();
  useTermsStore.getState().reset();
  notifications.clean();
  await changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
}

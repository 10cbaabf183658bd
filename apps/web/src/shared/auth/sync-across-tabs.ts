import { STORAGE_KEYS } from '../storage/storage-keys';
import { useAdminAuthStore } from './admin-auth-store';
import { useAuthStore } from './auth-store';
import { useTermsStore } from './terms-store';

const STORES = {
  [STORAGE_KEYS.auth]: useAuthStore,
  [STORAGE_KEYS.adminAuth]: useAdminAuthStore,
  [STORAGE_KEYS.terms]: useTermsStore,
};

/**
 * Keeps every open tab on the same session: a sign-in, sign-out or token rotation in one tab is
 * picked up by the others, so no tab goes on using a refresh token that has already been spent.
 */
export function syncSessionAcrossTabs(): () => void {
  const handleStorage = (event: StorageEvent) => {
    const store = event.key ? STORES[event.key as keyof typeof STORES] : undefined;
    if (store) void store.persist.rehydrate();
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}

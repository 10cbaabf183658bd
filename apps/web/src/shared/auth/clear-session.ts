import { USER_DATA_KEYS } from '../storage/storage-keys';
import { removeStorage } from '../storage/safe-storage';
import { emitLogout } from './auth-events';
import { useAuthStore } from './auth-store';
import { useTermsStore } from './terms-store';

/**
 * Forgets everything that belongs to the signed-in user on this device (spec 000 section 4):
 * tokens and profile, terms choices, top-up records, the local CV, the assessment session and
 * the search state. Stores of later features listen for the logout event to reset their memory.
 */
export function clearUserData(): void {
  useAuthStore.getState().clear();
  useTermsStore.getState().reset();
  for (const key of USER_DATA_KEYS) {
    removeStorage('local', key);
    removeStorage('session', key);
  }
  emitLogout();
}

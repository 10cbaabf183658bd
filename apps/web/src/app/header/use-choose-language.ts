import type { Language } from '@irreplaceable/contracts/constants';
import { useUpdateMe } from '../../features/profile/api/update-me';
import { selectIsSignedIn, useAuthStore } from '../../shared/auth/auth-store';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import { notify } from '../../shared/ui/notify';

/**
 * The language switch's choice. A visitor's is kept in this browser; a signed-in user's is also
 * saved as the account's preferred language, so the profile and the switch always agree.
 */
export function useChooseLanguage(): (language: Language) => void {
  const updateMe = useUpdateMe();
  return (language) => {
    void changeLanguage(language);
    const session = useAuthStore.getState();
    if (!selectIsSignedIn(session) || session.user?.language === language) return;
    updateMe.mutate(
      { language },
      { onError: () => notify('error', i18n.t('nav.language.saveFailed')) },
    );
  };
}

import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTermsStore } from '../../../shared/auth/terms-store';
import { IconShield } from '../../../shared/ui/icons';

/** Until the terms are accepted with "don't show again", the login page points to them. */
export function TermsReminder() {
  const { t } = useTranslation();
  const isSettled = useTermsStore(
    (state) => state.hasAcceptedTerms && state.hasAcceptedPrivacy && state.dontShowAgain,
  );
  if (isSettled) return null;
  return (
    <Alert
      variant="light"
      color="lagoon"
      icon={<IconShield size={18} />}
      title={t('auth.termsReminder.title')}
    >
      <Text size="sm">{t('auth.termsReminder.body')}</Text>
      <Anchor component={Link} to="/terms?forceShow" size="sm" fw={600}>
        {t('auth.termsReminder.read')}
      </Anchor>
    </Alert>
  );
}

import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconShield } from '../../../shared/ui/icons';
import { openAdminSession } from '../api/open-admin-session';
import { loginErrorMessage } from '../utils/login-error-message';
import { storeAdminLogin } from '../utils/store-login';

type TContinueAsAdminProps = {
  email: string;
  isNarrow: boolean;
  /** Called once the admin session is stored. */
  onOpened: () => void;
};

/**
 * An admin signed in on the site enters the admin area with one click: the server opens the
 * admin session from the user session, so no second e-mailed code (and its resend wait) is needed.
 */
export function ContinueAsAdmin({ email, isNarrow, onOpened }: TContinueAsAdminProps) {
  const { t } = useTranslation();
  const [isOpening, setIsOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleContinue = async () => {
    setFailure(null);
    setIsOpening(true);
    try {
      await storeAdminLogin(await openAdminSession());
      onOpened();
    } catch (error) {
      setFailure(loginErrorMessage(error, 'other', isNarrow, t));
      setIsOpening(false);
    }
  };

  return (
    <Paper withBorder p="md" bg="var(--mantine-color-lagoon-0)">
      <Stack gap="sm">
        <Text size="sm">{t('auth.adminLogin.signedInAs', { email })}</Text>
        <Button
          size="md"
          fullWidth
          loading={isOpening}
          leftSection={<IconShield size={18} />}
          onClick={() => void handleContinue()}
        >
          {t('auth.adminLogin.continue')}
        </Button>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

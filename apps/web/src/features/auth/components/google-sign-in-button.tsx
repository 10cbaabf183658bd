import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/api-error';
import { IconGoogle } from '../../../shared/ui/icons';
import { getAuthorizationUrl } from '../api/oauth';

type TGoogleSignInButtonProps = {
  /** Where to land after signing in; the server hands it back on the return page. */
  returnPath: string | null;
  onError: (message: string) => void;
  disabled?: boolean;
  /** On narrow screens every failure reads 'Please try again'. */
  isNarrow: boolean;
};

export function GoogleSignInButton({
  returnPath,
  onError,
  disabled,
  isNarrow,
}: TGoogleSignInButtonProps) {
  const { t } = useTranslation();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const provider = t('auth.oauth.google');

  const handleClick = async () => {
    setIsRedirecting(true);
    try {
      const { authorization_url } = await getAuthorizationUrl('google', returnPath);
      if (!authorization_url) {
        onError(isNarrow ? t('auth.login.hints.retry') : t('auth.oauth.authorizeFailed'));
        setIsRedirecting(false);
        return;
      }
      window.location.assign(authorization_url);
    } catch (error) {
      const message = serverMessage(error) ?? t('auth.oauth.loginFailed', { provider });
      onError(isNarrow ? t('auth.login.hints.retry') : message);
      setIsRedirecting(false);
    }
  };

  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconGoogle />}
      loading={isRedirecting}
      disabled={disabled}
      onClick={() => void handleClick()}
    >
      {t('auth.login.google')}
    </Button>
  );
}

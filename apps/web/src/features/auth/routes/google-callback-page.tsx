import {
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { serverMessage } from '../../../shared/api/api-error';
import { safeInternalPath, takeReturnPath } from '../../../shared/auth/return-path';
import { IconAlert } from '../../../shared/ui/icons';
import { completeOAuth } from '../api/oauth';
import { MissingTokenError, notifySignedIn, storeUserLogin } from '../utils/store-login';

/**
 * Google sends the browser back here with `code` and `state`. The code is single-use, so the
 * exchange runs once even when React mounts the page twice in development.
 */
export default function GoogleCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hasStarted = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss') ?? undefined;
  const linkProblem = params.get('error')
    ? t('auth.oauth.cancelled')
    : !code || !state
      ? t('auth.oauth.missingCode')
      : null;

  useEffect(() => {
    if (hasStarted.current || !code || !state || linkProblem) return;
    hasStarted.current = true;
    const exchange = async () => {
      try {
        const answer = await completeOAuth('google', { code, state, iss });
        notifySignedIn(await storeUserLogin(answer), answer);
        const target = safeInternalPath(answer.return_url) ?? takeReturnPath() ?? '/me';
        void navigate(target, { replace: true });
      } catch (error) {
        const provider = t('auth.oauth.google');
        setFailure(
          error instanceof MissingTokenError
            ? t('auth.login.noToken')
            : (serverMessage(error) ?? t('auth.oauth.loginFailed', { provider })),
        );
      }
    };
    void exchange();
  }, [code, state, iss, linkProblem, navigate, t]);

  const problem = linkProblem ?? failure;
  return (
    <Container size={460} py={{ base: 48, sm: 96 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }}>
        {problem ? (
          <Stack align="center" gap="md" role="alert">
            <ThemeIcon color="red" variant="light" size={56} radius="xl">
              <IconAlert size={28} />
            </ThemeIcon>
            <Title order={1} fz={24} ta="center">
              {t('auth.oauth.failedTitle')}
            </Title>
            <Text c="dimmed" ta="center">
              {problem}
            </Text>
            <Group>
              <Button component={Link} to="/login" replace>
                {t('auth.oauth.backToLogin')}
              </Button>
              <Button component={Link} to="/" variant="default">
                {t('auth.login.backHome')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack align="center" gap="md" aria-busy="true">
            <Loader />
            <Text>{t('auth.oauth.signingIn')}</Text>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

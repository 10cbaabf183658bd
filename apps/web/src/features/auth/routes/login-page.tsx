import {
  Alert,
  Button,
  Container,
  Divider,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AUTH } from '@irreplaceable/contracts/constants';
import type { TVerifyOtpResponse } from '@irreplaceable/contracts/auth/verify-otp';
import { peekReturnPath, safeInternalPath } from '../../../shared/auth/return-path';
import { IconAlert, IconArrowLeft } from '../../../shared/ui/icons';
import { AnalystQuoteBubble } from '../components/analyst-quote-bubble';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { OtpLoginForm } from '../components/otp-login-form';
import { TermsNote } from '../components/terms-note';
import { TermsReminder } from '../components/terms-reminder';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { useIsNarrowScreen } from '../hooks/use-is-narrow-screen';
import { loginCameFrom } from '../../../shared/auth/return-path';
import { afterLoginPath } from '../utils/after-login-path';
import { notifySignedIn, storeUserLogin } from '../utils/store-login';
import classes from './login-page.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const isNarrow = useIsNarrowScreen();
  const navigateLater = useDelayedNavigate();
  const [googleError, setGoogleError] = useState<string | null>(null);
  const cameFrom = loginCameFrom(location.state, location.search);

  const handleVerified = async (pair: Partial<TVerifyOtpResponse>) => {
    notifySignedIn(await storeUserLogin(pair), pair);
    navigateLater(afterLoginPath(cameFrom), AUTH.loginRedirectDelayMs);
  };

  return (
    <Container size="lg" py={{ base: 24, sm: 56 }}>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing={{ base: 'lg', md: 56 }}
        className={classes.grid}
      >
        <Stack gap="lg" className={classes.intro}>
          <Stack gap={6} visibleFrom="md">
            <Title order={2} className={classes.slogan}>
              {t('app.slogan')}
            </Title>
            <Text c="dimmed">{t('app.intro')}</Text>
          </Stack>
          <AnalystQuoteBubble />
        </Stack>

        <Stack gap="sm">
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
            <Stack gap="lg">
              <div>
                <Title order={1} fz={{ base: 24, sm: 28 }}>
                  {t('auth.login.title')}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {t('auth.login.subtitle')}
                </Text>
              </div>
              <TermsReminder />
              <OtpLoginForm scope="user" onVerified={handleVerified} />
              <Divider label={t('auth.login.or')} labelPosition="center" />
              <GoogleSignInButton
                returnPath={peekReturnPath() ?? safeInternalPath(cameFrom)}
                onError={setGoogleError}
                isNarrow={isNarrow}
              />
              {googleError && (
                <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
                  {googleError}
                </Alert>
              )}
              <TermsNote />
            </Stack>
          </Paper>
          <Button
            component={Link}
            to="/"
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={18} />}
            className={classes.backHome}
          >
            {t('auth.login.backHome')}
          </Button>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

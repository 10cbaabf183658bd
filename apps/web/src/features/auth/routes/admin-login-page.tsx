import { Badge, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AUTH } from '@irreplaceable/contracts/constants';
import type { TVerifyOtpResponse } from '@irreplaceable/contracts/auth/verify-otp';
import { selectHasAdminSession, useAdminAuthStore } from '../../../shared/auth/admin-auth-store';
import { selectIsSignedIn, useAuthStore } from '../../../shared/auth/auth-store';
import { IconShield } from '../../../shared/ui/icons';
import { ContinueAsAdmin } from '../components/continue-as-admin';
import { OtpLoginForm } from '../components/otp-login-form';
import { useIsNarrowScreen } from '../hooks/use-is-narrow-screen';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { afterAdminLoginPath } from '../utils/after-login-path';
import { storeAdminLogin } from '../utils/store-login';
import { notify } from '../../../shared/ui/notify';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const [hadAdminSession] = useState(() => selectHasAdminSession(useAdminAuthStore.getState()));
  const isNarrow = useIsNarrowScreen();
  // An admin signed in on the site (who comes from its user menu) needs no second code.
  const adminEmail = useAuthStore((state) =>
    selectIsSignedIn(state) && state.user?.is_admin ? state.user.email : '',
  );

  const handleOpened = () => {
    notify('success', t('auth.login.success'));
    navigateLater(afterAdminLoginPath(), AUTH.loginRedirectDelayMs);
  };

  const handleVerified = async (pair: Partial<TVerifyOtpResponse>) => {
    await storeAdminLogin(pair);
    handleOpened();
  };

  if (hadAdminSession) return <Navigate to="/admin/dashboard" replace />;

  return (
    <Container size={460} py={{ base: 32, sm: 72 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap="xs">
              <IconShield size={22} color="var(--mantine-color-lagoon-7)" />
              <Badge variant="light" radius="sm">
                {t('auth.adminLogin.badge')}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('auth.adminLogin.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('auth.adminLogin.subtitle')}
            </Text>
          </Stack>
          {adminEmail && (
            <>
              <ContinueAsAdmin email={adminEmail} isNarrow={isNarrow} onOpened={handleOpened} />
              <Divider label={t('auth.adminLogin.orCode')} labelPosition="center" />
            </>
          )}
          <OtpLoginForm scope="admin" onVerified={handleVerified} initialEmail={adminEmail} />
        </Stack>
      </Paper>
    </Container>
  );
}

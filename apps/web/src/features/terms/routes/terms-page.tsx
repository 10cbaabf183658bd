import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PrivacySection, TermsSection } from '../components/policy-section';
import { TermsConsent } from '../components/terms-consent';

/**
 * /terms and /me/terms. On /terms, accepting leads on to signing in (a signed-in user is passed
 * through to their account by the login route); on /me/terms the user stays where they are.
 */
export default function TermsPage() {
  const { t } = useTranslation('terms');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAccountPage = pathname.startsWith('/me/');

  const handleAccepted = () => {
    if (!isAccountPage) void navigate('/login');
  };

  return (
    <Container
      size="md"
      py={isAccountPage ? 0 : { base: 32, sm: 56 }}
      px={isAccountPage ? 0 : undefined}
    >
      <Stack gap="xl">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('title')}
          </Title>
          <Text c="dimmed" mt="xs" maw={620}>
            {t('intro')}
          </Text>
          <Group component="nav" aria-label={t('toc')} gap="lg" mt="md">
            <Anchor component={Link} to={{ hash: '#privacy' }} fw={600} size="sm">
              {t('privacy.title')}
            </Anchor>
            <Anchor component={Link} to={{ hash: '#terms' }} fw={600} size="sm">
              {t('terms.title')}
            </Anchor>
          </Group>
        </div>
        <PrivacySection />
        <TermsSection />
        <TermsConsent onAccepted={handleAccepted} />
      </Stack>
    </Container>
  );
}

import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../shared/auth/auth-store';
import { BrandMark } from '../../shared/ui/brand-mark';
import classes from './app-footer.module.css';

const YEAR = new Date().getFullYear();

type TFooterLink = { to: string; label: string; state?: { from: string } };

export function AppFooter() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const { pathname, search, hash } = useLocation();
  const links: TFooterLink[] = [
    { to: '/about', label: t('nav.footer.about') },
    { to: '/methodology', label: t('nav.footer.methodology') },
    { to: '/terms#privacy', label: t('nav.footer.privacy') },
    { to: '/terms#terms', label: t('nav.footer.terms') },
    isSignedIn
      ? { to: '/me/profile', label: t('nav.footer.account') }
      : // Like the header's button: after signing in, the visitor comes back to this page.
        {
          to: '/login',
          label: t('nav.footer.login'),
          state: { from: `${pathname}${search}${hash}` },
        },
  ];

  return (
    <footer className={classes.footer}>
      <Container size="lg" py={{ base: 32, sm: 40 }}>
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={8} maw={360}>
            <BrandMark />
            <Text size="sm" c="dimmed">
              {t('app.slogan')}
            </Text>
          </Stack>
          <Group
            component="nav"
            aria-label={t('nav.footer.label')}
            gap="lg"
            className={classes.links}
          >
            {links.map((link) => (
              <Anchor
                key={link.to}
                component={Link}
                to={link.to}
                state={link.state}
                c="dark.4"
                size="sm"
              >
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          {t('nav.footer.copyright', { year: YEAR })}
        </Text>
      </Container>
    </footer>
  );
}

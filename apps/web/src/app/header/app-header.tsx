import { Button, Container, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { selectIsSignedIn, useAuthStore } from '../../shared/auth/auth-store';
import { useRouteHandle } from '../../shared/routing/route-handle';
import { BrandMark } from '../../shared/ui/brand-mark';
import { LanguageSwitch } from './language-switch';
import { MobileNav } from './mobile-nav';
import { SITE_LINKS } from './site-links';
import classes from './app-header.module.css';
import { loginAddress } from '../../shared/auth/return-path';

/** Only signed-in users need the account menu and its popover code, so it loads on demand. */
const UserMenu = lazy(() => import('./user-menu'));

export function AppHeader() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const { hideLanguageSwitch } = useRouteHandle();
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const user = useAuthStore((state) => state.user);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap={6} wrap="nowrap">
          <MobileNav links={SITE_LINKS} />
          <UnstyledButton
            component={Link}
            to="/"
            aria-label={t('app.homeLink')}
            className={classes.brand}
          >
            <BrandMark />
          </UnstyledButton>
        </Group>

        <Group component="nav" aria-label={t('nav.header.mainLabel')} gap={4} visibleFrom="sm">
          {SITE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </Group>

        <Group gap="sm" wrap="nowrap">
          {!hideLanguageSwitch && <LanguageSwitch />}
          {isSignedIn && user ? (
            <Suspense fallback={<span className={classes.userMenuFallback} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button
              component={Link}
              to={loginAddress(pathname, search)}
              state={{ from: `${pathname}${search}${hash}` }}
              size="sm"
              radius="xl"
            >
              {t('nav.header.login')}
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}

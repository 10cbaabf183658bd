import { Badge, Box, Button, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { useAdminLogout } from '../../features/auth/hooks/use-admin-logout';
import { useAdminAuthStore } from '../../shared/auth/admin-auth-store';
import type { TTranslationKey } from '../../shared/i18n/i18n';
import { BrandMark } from '../../shared/ui/brand-mark';
import { IconArrowLeft, IconChevronDown, IconLogout, IconShield } from '../../shared/ui/icons';
import { LanguageSwitch } from '../header/language-switch';
import classes from './admin-layout.module.css';

const ADMIN_NAV: { to: string; labelKey: TTranslationKey }[] = [
  { to: '/admin/dashboard', labelKey: 'nav.admin.dashboard' },
  { to: '/admin/news', labelKey: 'nav.admin.news' },
  { to: '/admin/user-credit', labelKey: 'nav.admin.userCredit' },
  { to: '/admin/webhook-events', labelKey: 'nav.admin.webhookEvents' },
];

/** The admin area's own shell: its session, navigation and sign-out are separate from the site's. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const info = useAdminAuthStore((state) => state.info);
  const logout = useAdminLogout();

  const navLinks = ADMIN_NAV.map((item) => (
    <NavLink key={item.to} to={item.to} className={classes.navLink}>
      {t(item.labelKey)}
    </NavLink>
  ));

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Container size="xl" className={classes.inner}>
          <Group gap="sm" wrap="nowrap">
            <UnstyledButton
              component={Link}
              to="/admin/dashboard"
              aria-label={t('nav.admin.dashboard')}
            >
              <BrandMark compact />
            </UnstyledButton>
            <Badge variant="filled" radius="sm" leftSection={<IconShield size={12} />}>
              {t('nav.admin.label')}
            </Badge>
          </Group>
          <Group component="nav" aria-label={t('nav.admin.label')} gap={4} visibleFrom="md">
            {navLinks}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Menu position="bottom-end" width={240} shadow="md">
              <Menu.Target>
                <UnstyledButton className={classes.account}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600} className={classes.email}>
                      {info?.username}
                    </Text>
                    <IconChevronDown size={16} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  {t('nav.admin.signedInAs', { email: info?.username ?? '' })}
                </Menu.Label>
                <Menu.Item component={Link} to="/" leftSection={<IconArrowLeft size={16} />}>
                  {t('nav.admin.backToSite')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconLogout size={16} />}
                  onClick={() => void logout()}
                >
                  {t('nav.admin.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Container>
      </header>
      <Box hiddenFrom="md" className={classes.mobileNav}>
        <nav aria-label={t('nav.admin.label')} className={classes.mobileNavRow}>
          {navLinks}
        </nav>
      </Box>
      <main className={classes.main}>
        <Outlet />
      </main>
      <Container size="xl" py="md">
        <Button component={Link} to="/" variant="subtle" color="gray" size="xs">
          {t('nav.admin.backToSite')}
        </Button>
      </Container>
    </div>
  );
}

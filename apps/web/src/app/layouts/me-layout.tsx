import { Box, Container, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ME_NAV } from './me-nav';
import classes from './me-layout.module.css';

/** The signed-in area: a side navigation on desktop, a scrolling row of tabs on phones. */
export default function MeLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const tabStrip = useRef<HTMLDivElement>(null);

  // On a phone the strip is wider than the screen: the page's own tab is brought into view.
  useLayoutEffect(() => {
    const strip = tabStrip.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    const left = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    strip.scrollLeft = Math.max(0, Math.min(left, strip.scrollWidth - strip.clientWidth));
  }, [pathname]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <div className={classes.layout}>
        <Box
          component="nav"
          aria-label={t('nav.me.label')}
          visibleFrom="sm"
          className={classes.side}
        >
          <Paper withBorder p="xs" className={classes.sidePaper}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
              {t('nav.me.label')}
            </Text>
            {ME_NAV.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                active={isActive(item.to)}
                variant="light"
                className={classes.sideLink}
              />
            ))}
          </Paper>
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.me.label')}
          hiddenFrom="sm"
          className={classes.tabs}
        >
          <ScrollArea type="never" viewportRef={tabStrip}>
            <div className={classes.tabRow}>
              {ME_NAV.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className={classes.tab}
                  data-active={isActive(item.to) || undefined}
                  aria-current={isActive(item.to) ? 'page' : undefined}
                >
                  {t(item.labelKey)}
                </Link>
              ))}
            </div>
          </ScrollArea>
        </Box>
        <div className={classes.content}>
          <Outlet />
        </div>
      </div>
    </Container>
  );
}

import { Burger } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { TSiteLink } from './site-links';
import classes from './app-header.module.css';

const PANEL_ID = 'mobile-site-nav';

/**
 * Below 768 px the section links fold behind a burger button. A plain panel rather than a
 * Mantine Menu keeps the popover machinery out of the first page load for visitors.
 */
export function MobileNav({ links }: { links: TSiteLink[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const ref = useClickOutside<HTMLDivElement>(close);

  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isOpen, close]);

  return (
    <div ref={ref} className={classes.mobileNav}>
      <Burger
        opened={isOpen}
        onClick={toggle}
        size="sm"
        hiddenFrom="sm"
        aria-label={t('nav.header.openMenu')}
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
      />
      {isOpen && (
        <nav id={PANEL_ID} aria-label={t('nav.header.mainLabel')} className={classes.mobilePanel}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.mobileLink}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}

import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer';
import { AppHeader } from '../header/app-header';
import classes from './root-layout.module.css';
import { TopUpReturnSlot } from './top-up-return-slot';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('nav.header.skipToContent')}
      </a>
      <AppHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
      <TopUpReturnSlot />
    </div>
  );
}

import enApp from '../../locales/en/app.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import enNav from '../../locales/en/nav.json';
import enPages from '../../locales/en/pages.json';
import enProfile from '../../locales/en/profile.json';
import enTerms from '../../locales/en/terms.json';
import zhApp from '../../locales/zh/app.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhHome from '../../locales/zh/home.json';
import zhNav from '../../locales/zh/nav.json';
import zhPages from '../../locales/zh/pages.json';
import zhProfile from '../../locales/zh/profile.json';
import zhTerms from '../../locales/zh/terms.json';
import type { Language } from '@irreplaceable/contracts/constants';

/**
 * One file per area under locales/<lang>/; the file name becomes the first part of every key
 * (`auth.login.emailRequired`), so keys say where they belong.
 */
const en = {
  app: enApp,
  auth: enAuth,
  common: enCommon,
  home: enHome,
  nav: enNav,
  pages: enPages,
  profile: enProfile,
  terms: enTerms,
};

export type TCatalogue = typeof en;

const zh: TCatalogue = {
  app: zhApp,
  auth: zhAuth,
  common: zhCommon,
  home: zhHome,
  nav: zhNav,
  pages: zhPages,
  profile: zhProfile,
  terms: zhTerms,
};

export const catalogues: Record<Language, TCatalogue> = { en, zh };

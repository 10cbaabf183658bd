import enApp from '../../locales/en/app.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import enJobDetail from '../../locales/en/jobDetail.json';
import enJobs from '../../locales/en/jobs.json';
import enMethodology from '../../locales/en/methodology.json';
import enNav from '../../locales/en/nav.json';
import enPages from '../../locales/en/pages.json';
import enProfile from '../../locales/en/profile.json';
import enSearch from '../../locales/en/search.json';
import enTerms from '../../locales/en/terms.json';
import zhApp from '../../locales/zh/app.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhHome from '../../locales/zh/home.json';
import zhJobDetail from '../../locales/zh/jobDetail.json';
import zhJobs from '../../locales/zh/jobs.json';
import zhMethodology from '../../locales/zh/methodology.json';
import zhNav from '../../locales/zh/nav.json';
import zhPages from '../../locales/zh/pages.json';
import zhProfile from '../../locales/zh/profile.json';
import zhSearch from '../../locales/zh/search.json';
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
  jobDetail: enJobDetail,
  jobs: enJobs,
  methodology: enMethodology,
  nav: enNav,
  pages: enPages,
  profile: enProfile,
  search: enSearch,
  terms: enTerms,
};

export type TCatalogue = typeof en;

const zh: TCatalogue = {
  app: zhApp,
  auth: zhAuth,
  common: zhCommon,
  home: zhHome,
  jobDetail: zhJobDetail,
  jobs: zhJobs,
  methodology: zhMethodology,
  nav: zhNav,
  pages: zhPages,
  profile: zhProfile,
  search: zhSearch,
  terms: zhTerms,
};

export const catalogues: Record<Language, TCatalogue> = { en, zh };

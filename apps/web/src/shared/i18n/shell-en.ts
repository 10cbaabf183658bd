import app from '../../locales/en/app.json';
import auth from '../../locales/en/auth.json';
import common from '../../locales/en/common.json';
import home from '../../locales/en/home.json';
import jobDetail from '../../locales/en/jobDetail.json';
import jobs from '../../locales/en/jobs.json';
import methodology from '../../locales/en/methodology.json';
import nav from '../../locales/en/nav.json';
import pages from '../../locales/en/pages.json';
import profile from '../../locales/en/profile.json';
import search from '../../locales/en/search.json';

/**
 * The app shell's texts in English: the main catalogue, one file per area under locales/en/, the
 * file name becoming the first part of every key (`auth.login.emailRequired`). Only the
 * interface language's catalogue is loaded before the first render (shell-zh.ts is the other).
 */
const en = {
  app,
  auth,
  common,
  home,
  jobDetail,
  jobs,
  methodology,
  nav,
  pages,
  profile,
  search,
};

export type TCatalogue = typeof en;

export default en;

import app from '../../locales/zh/app.json';
import auth from '../../locales/zh/auth.json';
import common from '../../locales/zh/common.json';
import home from '../../locales/zh/home.json';
import jobDetail from '../../locales/zh/jobDetail.json';
import jobs from '../../locales/zh/jobs.json';
import methodology from '../../locales/zh/methodology.json';
import nav from '../../locales/zh/nav.json';
import pages from '../../locales/zh/pages.json';
import profile from '../../locales/zh/profile.json';
import search from '../../locales/zh/search.json';
import type { TCatalogue } from './shell-en';

/** The app shell's texts in Chinese, with the same keys as shell-en.ts. */
const zh: TCatalogue = {
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

export default zh;

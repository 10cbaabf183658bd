import type { Language } from '@irreplaceable/contracts/constants';

/** The names of the site's sections as breadcrumbs show them, as the web app's menu names them. */
export const SECTION_NAMES = {
  home: { en: 'Home', zh: '首页' },
  jobs: { en: 'Jobs', zh: '职位' },
  news: { en: 'News', zh: '资讯' },
} as const satisfies Record<string, Record<Language, string>>;

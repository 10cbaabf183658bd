import type { Language } from '@irreplaceable/contracts/constants';
import type enAbout from '../../locales/en/about.json';
import type enAdminNews from '../../locales/en/adminNews.json';
import type enComments from '../../locales/en/comments.json';
import type enInbox from '../../locales/en/inbox.json';
import type enNews from '../../locales/en/news.json';
import { i18n } from './i18n';

type TCatalogueModule = Promise<{ default: object }>;

/**
 * Catalogues that only some pages need, each an i18next namespace of its own
 * (`useTranslation('news')`). They stay out of the main bundle (the home page's 180 kB budget)
 * and are added in both languages when a page that uses them loads, so a language switch
 * afterwards needs nothing more. As separate namespaces they also keep the type of the main
 * catalogue's keys from growing with every page.
 */
export const LAZY_CATALOGUES = {
  about: {
    en: () => import('../../locales/en/about.json'),
    zh: () => import('../../locales/zh/about.json'),
  },
  adminNews: {
    en: () => import('../../locales/en/adminNews.json'),
    zh: () => import('../../locales/zh/adminNews.json'),
  },
  comments: {
    en: () => import('../../locales/en/comments.json'),
    zh: () => import('../../locales/zh/comments.json'),
  },
  inbox: {
    en: () => import('../../locales/en/inbox.json'),
    zh: () => import('../../locales/zh/inbox.json'),
  },
  news: {
    en: () => import('../../locales/en/news.json'),
    zh: () => import('../../locales/zh/news.json'),
  },
} satisfies Record<string, Record<Language, () => TCatalogueModule>>;

export type TLazyArea = keyof typeof LAZY_CATALOGUES;

/** The namespaces' keys, so `t()` checks them like the main catalogue's. */
export type TLazyCatalogue = {
  about: typeof enAbout;
  adminNews: typeof enAdminNews;
  comments: typeof enComments;
  inbox: typeof enInbox;
  news: typeof enNews;
};

const loading = new Map<TLazyArea, Promise<void>>();

async function loadArea(area: TLazyArea): Promise<void> {
  const languages = Object.keys(LAZY_CATALOGUES[area]) as Language[];
  const modules = await Promise.all(languages.map((language) => LAZY_CATALOGUES[area][language]()));
  languages.forEach((language, index) => {
    i18n.addResourceBundle(language, area, modules[index]!.default, true, true);
  });
}

/** Adds the areas' texts to i18next once; a failed load is tried again on the next visit. */
export function loadCatalogues(areas: readonly TLazyArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let pending = loading.get(area);
      if (!pending) {
        pending = loadArea(area).catch((error: unknown) => {
          loading.delete(area);
          throw error;
        });
        loading.set(area, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

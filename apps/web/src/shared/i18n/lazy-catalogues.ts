import type { Language } from '@irreplaceable/contracts/constants';
import type enAbout from '../../locales/en/about.json';
import type enAdminCredit from '../../locales/en/adminCredit.json';
import type enAdminDashboard from '../../locales/en/adminDashboard.json';
import type enAdminNews from '../../locales/en/adminNews.json';
import type enAdminWebhooks from '../../locales/en/adminWebhooks.json';
import type enAnalyses from '../../locales/en/analyses.json';
import type enChinaWages from '../../locales/en/chinaWages.json';
import type enComments from '../../locales/en/comments.json';
import type enCredit from '../../locales/en/credit.json';
import type enCvAnalysis from '../../locales/en/cvAnalysis.json';
import type enCvEditor from '../../locales/en/cvEditor.json';
import type enFeedback from '../../locales/en/feedback.json';
import type enInbox from '../../locales/en/inbox.json';
import type enIndustryAnalysis from '../../locales/en/industryAnalysis.json';
import type enJobFit from '../../locales/en/jobFit.json';
import type enNews from '../../locales/en/news.json';
import type enTerms from '../../locales/en/terms.json';
import { addLanguageLoader, currentLanguage, i18n } from './i18n';

type TCatalogueModule = Promise<{ default: object }>;

/**
 * Catalogues that only some pages need, each an i18next namespace of its own
 * (`useTranslation('news')`). They stay out of the main bundle (the home page's 180 kB budget)
 * and are added in the interface language when a page that uses them loads; a language switch
 * loads them in the new language before it happens. As separate namespaces they also keep the type of the main
 * catalogue's keys from growing with every page.
 */
export const LAZY_CATALOGUES = {
  about: {
    en: () => import('../../locales/en/about.json'),
    zh: () => import('../../locales/zh/about.json'),
  },
  adminCredit: {
    en: () => import('../../locales/en/adminCredit.json'),
    zh: () => import('../../locales/zh/adminCredit.json'),
  },
  adminDashboard: {
    en: () => import('../../locales/en/adminDashboard.json'),
    zh: () => import('../../locales/zh/adminDashboard.json'),
  },
  adminNews: {
    en: () => import('../../locales/en/adminNews.json'),
    zh: () => import('../../locales/zh/adminNews.json'),
  },
  adminWebhooks: {
    en: () => import('../../locales/en/adminWebhooks.json'),
    zh: () => import('../../locales/zh/adminWebhooks.json'),
  },
  analyses: {
    en: () => import('../../locales/en/analyses.json'),
    zh: () => import('../../locales/zh/analyses.json'),
  },
  chinaWages: {
    en: () => import('../../locales/en/chinaWages.json'),
    zh: () => import('../../locales/zh/chinaWages.json'),
  },
  comments: {
    en: () => import('../../locales/en/comments.json'),
    zh: () => import('../../locales/zh/comments.json'),
  },
  credit: {
    en: () => import('../../locales/en/credit.json'),
    zh: () => import('../../locales/zh/credit.json'),
  },
  cvAnalysis: {
    en: () => import('../../locales/en/cvAnalysis.json'),
    zh: () => import('../../locales/zh/cvAnalysis.json'),
  },
  cvEditor: {
    en: () => import('../../locales/en/cvEditor.json'),
    zh: () => import('../../locales/zh/cvEditor.json'),
  },
  feedback: {
    en: () => import('../../locales/en/feedback.json'),
    zh: () => import('../../locales/zh/feedback.json'),
  },
  inbox: {
    en: () => import('../../locales/en/inbox.json'),
    zh: () => import('../../locales/zh/inbox.json'),
  },
  industryAnalysis: {
    en: () => import('../../locales/en/industryAnalysis.json'),
    zh: () => import('../../locales/zh/industryAnalysis.json'),
  },
  jobFit: {
    en: () => import('../../locales/en/jobFit.json'),
    zh: () => import('../../locales/zh/jobFit.json'),
  },
  news: {
    en: () => import('../../locales/en/news.json'),
    zh: () => import('../../locales/zh/news.json'),
  },
  terms: {
    en: () => import('../../locales/en/terms.json'),
    zh: () => import('../../locales/zh/terms.json'),
  },
} satisfies Record<string, Record<Language, () => TCatalogueModule>>;

export type TLazyArea = keyof typeof LAZY_CATALOGUES;

/** The namespaces' keys, so `t()` checks them like the main catalogue's. */
export type TLazyCatalogue = {
  about: typeof enAbout;
  adminCredit: typeof enAdminCredit;
  adminDashboard: typeof enAdminDashboard;
  adminNews: typeof enAdminNews;
  adminWebhooks: typeof enAdminWebhooks;
  analyses: typeof enAnalyses;
  chinaWages: typeof enChinaWages;
  comments: typeof enComments;
  credit: typeof enCredit;
  cvAnalysis: typeof enCvAnalysis;
  cvEditor: typeof enCvEditor;
  feedback: typeof enFeedback;
  inbox: typeof enInbox;
  industryAnalysis: typeof enIndustryAnalysis;
  jobFit: typeof enJobFit;
  news: typeof enNews;
  terms: typeof enTerms;
};

/** Loads per area and language: `news:zh`. */
const loading = new Map<string, Promise<void>>();
/** The areas a page has asked for; a language switch brings them along in the new language. */
const wanted = new Set<TLazyArea>();

function loadArea(area: TLazyArea, language: Language): Promise<void> {
  const key = `${area}:${language}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LAZY_CATALOGUES[area][language]().then(
      (module) => {
        i18n.addResourceBundle(language, area, module.default, true, true);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Adds the areas' texts to i18next in the interface language, once; a failed load is tried again
 * on the next visit. The other language follows only if the reader switches to it.
 */
export function loadCatalogues(
  areas: readonly TLazyArea[],
  language: Language = currentLanguage(),
): Promise<void> {
  for (const area of areas) wanted.add(area);
  return Promise.all(areas.map((area) => loadArea(area, language))).then(() => undefined);
}

addLanguageLoader((language) => loadCatalogues([...wanted], language));

import type { TTranslationKey } from '../../shared/i18n/i18n';

export type TMeNavItem = { to: string; labelKey: TTranslationKey };

/** The /me pages, in the order the account navigation lists them. */
export const ME_NAV: TMeNavItem[] = [
  { to: '/me/profile', labelKey: 'nav.me.profile' },
  { to: '/me/inbox', labelKey: 'nav.me.inbox' },
  { to: '/me/credit', labelKey: 'nav.me.credit' },
  { to: '/me/cv-analysis', labelKey: 'nav.me.cvAnalysis' },
  { to: '/me/industry-analysis', labelKey: 'nav.me.industryAnalysis' },
  { to: '/me/cv-editor', labelKey: 'nav.me.cvEditor' },
  { to: '/me/job-fit-analysis', labelKey: 'nav.me.jobFit' },
  { to: '/me/terms', labelKey: 'nav.me.terms' },
];

import type { TTranslationKey } from '../../shared/i18n/i18n';

export type TSiteLink = { to: string; labelKey: TTranslationKey };

/** The product's main sections, shown in the header (or its mobile menu). */
export const SITE_LINKS: TSiteLink[] = [
  { to: '/jobs', labelKey: 'nav.header.jobs' },
  { to: '/news', labelKey: 'nav.header.news' },
  { to: '/about', labelKey: 'nav.header.about' },
];

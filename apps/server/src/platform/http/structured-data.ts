import type { Language } from '@irreplaceable/contracts/constants';
import { HREFLANG } from './page-addresses';

/** One schema.org JSON-LD object (https://schema.org), written into a page's head. */
export type StructuredData = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

export const SITE_NAME = { en: 'Irreplaceable', zh: '不可替代' } as const satisfies Record<
  Language,
  string
>;

/**
 * A `<script type="application/ld+json">` holding `data`. JSON may hold `</script>` or `<!--`
 * inside a string, which would end the script early in HTML; escaping `<`, `>` and `&` as JSON
 * unicode escapes keeps the same data and leaves the HTML parser nothing to see. U+2028 and
 * U+2029 are escaped too, for older script parsers.
 */
export function jsonLdScript(data: StructuredData): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/** The trail from the home page to this page, each step with its address in the page's language. */
export function breadcrumbList(steps: { name: string; url: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function webSite(url: string, language: Language, description: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME[language],
    alternateName: SITE_NAME[language === 'en' ? 'zh' : 'en'],
    url,
    description,
    inLanguage: HREFLANG[language],
  };
}

export interface NewsArticleFacts {
  headline: string;
  description: string;
  url: string;
  /** The language the headline and text are written in (a missing translation falls back). */
  language: Language;
  datePublished: Date;
  dateModified: Date;
  author: string;
  imageUrls: string[];
  section?: string;
  keywords?: string[];
  siteUrl: string;
}

/** Search engines show at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

export function newsArticle(facts: NewsArticleFacts, siteLanguage: Language): StructuredData {
  const headline =
    facts.headline.length > HEADLINE_MAX
      ? `${facts.headline.slice(0, HEADLINE_MAX - 1)}…`
      : facts.headline;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    inLanguage: HREFLANG[facts.language],
    datePublished: facts.datePublished.toISOString(),
    dateModified: facts.dateModified.toISOString(),
    author: [{ '@type': 'Person', name: facts.author }],
    publisher: { '@type': 'Organization', name: SITE_NAME[siteLanguage], url: facts.siteUrl },
    ...(facts.imageUrls.length > 0 && { image: facts.imageUrls }),
    ...(facts.section && { articleSection: facts.section }),
    ...(facts.keywords && facts.keywords.length > 0 && { keywords: facts.keywords.join(', ') }),
  };
}

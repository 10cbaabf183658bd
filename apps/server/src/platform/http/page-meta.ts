import type { Language } from '@irreplaceable/contracts/constants';
import { HREFLANG, OG_LOCALE, type PageAddresses } from './page-addresses';
import { jsonLdScript, SITE_NAME, type StructuredData } from './structured-data';

/** A preview image: an absolute URL, and its size and type when known (sites lay out faster). */
export interface PageMetaImage {
  url: string;
  width?: number | null;
  height?: number | null;
  type?: string;
}

/** Dates and topic of an article, for `article:*` Open Graph tags. */
export interface PageMetaArticle {
  publishedTime: string;
  modifiedTime: string;
  section?: string;
  tags?: string[];
}

/**
 * What search engines and shared links read from a page's head: its title, summary and image,
 * its address in each language (the page's own language is its canonical address), and what the
 * page is, for Open Graph and for structured data.
 */
export interface PageMeta {
  title: string;
  description: string;
  language: Language;
  addresses: PageAddresses;
  type: 'website' | 'article';
  image?: PageMetaImage | undefined;
  article?: PageMetaArticle | undefined;
  structuredData?: StructuredData[] | undefined;
}

export type PageMetaResolver = (path: string, language: Language) => Promise<PageMeta | undefined>;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}" />`;

function imageTags(image: PageMetaImage | undefined): string[] {
  if (!image) return [];
  return [
    property('og:image', image.url),
    image.type ? property('og:image:type', image.type) : '',
    image.width ? property('og:image:width', String(image.width)) : '',
    image.height ? property('og:image:height', String(image.height)) : '',
    `<meta name="twitter:image" content="${escapeHtml(image.url)}" />`,
  ];
}

function articleTags(article: PageMetaArticle | undefined): string[] {
  if (!article) return [];
  return [
    property('article:published_time', article.publishedTime),
    property('article:modified_time', article.modifiedTime),
    article.section ? property('article:section', article.section) : '',
    ...(article.tags ?? []).map((tag) => property('article:tag', tag)),
  ];
}

/** The canonical address of the page's language, and every language's address for search engines. */
function addressTags(meta: PageMeta): string[] {
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  return [
    link('canonical', meta.addresses[meta.language]),
    link('alternate', meta.addresses.en, HREFLANG.en),
    link('alternate', meta.addresses.zh, HREFLANG.zh),
    link('alternate', meta.addresses.en, 'x-default'),
  ];
}

/** The `<html>` tag with its `lang` attribute set to the page's language. */
function withLangAttribute(htmlTag: string, lang: string): string {
  const tag = htmlTag.replace(/\slang="[^"]*"/, '');
  return `${tag.slice(0, '<html'.length)} lang="${lang}"${tag.slice('<html'.length)}`;
}

/**
 * Writes the page's title, description, addresses, Open Graph and Twitter tags and structured data
 * into the app's index.html, and marks the document with the page's language.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const other: Language = meta.language === 'en' ? 'zh' : 'en';
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...addressTags(meta),
    property('og:type', meta.type),
    property('og:site_name', SITE_NAME[meta.language]),
    property('og:locale', OG_LOCALE[meta.language]),
    property('og:locale:alternate', OG_LOCALE[other]),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.addresses[meta.language]),
    ...imageTags(meta.image),
    ...articleTags(meta.article),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.structuredData ?? []).map(jsonLdScript),
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacement by function: a title may hold `$'` or `$&`, which a replacement string would expand.
  return indexHtml
    .replace(/<html\b[^>]*>/, (tag) => withLangAttribute(tag, HREFLANG[meta.language]))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/[ \t]*<meta\s+name="description"[^>]*>\n?/, '')
    .replace(/([ \t]*)<\/head>/, (_, indent: string) => `${indent}  ${tags}\n${indent}</head>`);
}

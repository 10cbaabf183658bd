/** A preview image: an absolute URL, and its size and type when known (sites lay out faster). */
export interface PageMetaImage {
  url: string;
  width?: number | null;
  height?: number | null;
  type?: string;
}

/** What a shared link previews: the page title, a summary and an image. */
export interface PageMeta {
  title: string;
  description: string;
  image?: PageMetaImage | undefined;
  url: string;
}

export type PageMetaResolver = (
  path: string,
  language: 'en' | 'zh',
) => Promise<PageMeta | undefined>;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function imageTags(image: PageMetaImage | undefined): string[] {
  if (!image) return [];
  const url = escapeHtml(image.url);
  return [
    `<meta property="og:image" content="${url}" />`,
    image.type ? `<meta property="og:image:type" content="${escapeHtml(image.type)}" />` : '',
    image.width ? `<meta property="og:image:width" content="${image.width}" />` : '',
    image.height ? `<meta property="og:image:height" content="${image.height}" />` : '',
    `<meta name="twitter:image" content="${url}" />`,
  ];
}

/** Writes the page's title and its Open Graph and Twitter tags into the app's index.html. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...imageTags(meta.image),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacement by function: a title may hold `$'` or `$&`, which a replacement string would expand.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

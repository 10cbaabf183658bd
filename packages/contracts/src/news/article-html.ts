/**
 * The allow-list for article HTML (DESIGN.md section 6): what the rich-text editor produces and
 * nothing that can run. The server cleans an article against it before storing it, and the
 * browser again before showing it, each with its own sanitiser; both read it from here, so the
 * two can never drift apart. Plain data, no zod: the article page loads it.
 */
export const ARTICLE_HTML = {
  tags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  /** The attributes each tag may keep; any other attribute is dropped. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    code: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  } as Record<string, string[]>,
  /** The one style kept: `text-align` with one of these values. */
  textAlignments: ['left', 'right', 'center', 'justify'],
  /** The one class kept: a code block's language, as the editor writes it. */
  codeLanguageClass: /^language-[a-z0-9+-]{1,20}$/,
  /** Schemes a link may use; addresses without a scheme (paths, anchors) are kept too. */
  linkSchemes: ['http', 'https', 'mailto'],
  /** Images come from our uploads or over HTTPS, nothing else. */
  imageSources: ['/uploads/', 'https://'],
  /** Every link opens in a new tab that cannot reach back into the page. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer nofollow',
  /** Dropped together with everything inside them. */
  droppedWithContent: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
  ],
  /** An editor's h1 becomes h2 (the page's title is the only h1); h5 and h6 become h4. */
  renamedTags: { h1: 'h2', h5: 'h4', h6: 'h4' } as Record<string, string>,
};

export function isAllowedImageSource(src: string): boolean {
  const lower = src.trim().toLowerCase();
  return ARTICLE_HTML.imageSources.some((prefix) => lower.startsWith(prefix));
}

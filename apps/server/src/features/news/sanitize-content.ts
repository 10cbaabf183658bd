import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for article HTML (DESIGN.md section 6): what the rich-text editor produces and
 * nothing that can run. Links open safely, images come only from our uploads or HTTPS, and the
 * one style kept is text alignment.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  allowedAttributes: {
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
  },
  allowedClasses: { code: [/^language-[a-z0-9+-]{1,20}$/] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // An editor's h1 becomes h2: the page's own title is the only h1.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src ?? '';
    return !(src.startsWith('/uploads/') || src.startsWith('https://'));
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The article's readable text, for reading time and previews. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|figcaption|tr)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

function stripTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (entity) => ENTITIES[entity]!,
  );
}

/**
 * Plain text fields (titles, summaries, captions, tags, byline) carry no markup: tags are removed
 * and entities decoded, repeated until stable so an escaped tag cannot come back to life.
 */
export function plainField(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = stripTags(current);
    if (next === current) break;
    current = next;
  }
  return current.replace(/\s+/g, ' ').trim();
}

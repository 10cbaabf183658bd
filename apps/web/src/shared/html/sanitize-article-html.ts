import DOMPurify, { type Config } from 'dompurify';

/**
 * The same allow-list the server applies before storing an article (DESIGN.md section 6), applied
 * again before anything is shown: what the rich-text editor produces, and nothing that can run.
 */
const ALLOWED_TAGS = [
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
];

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
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
};

/**
 * DOMPurify checks every attribute value that could be an address against this: a scheme must be
 * http, https or mailto; values without a scheme (paths, anchors, numbers) pass.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Another site's address without a scheme ("//evil.example") is not a link we keep. */
const PROTOCOL_RELATIVE = /^\s*[/\\]{2}/;
/** Images come from our uploads or over HTTPS. */
const SAFE_IMAGE = /^(?:\/uploads\/|https:\/\/)/i;
const TEXT_ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
const CODE_LANGUAGE = /^language-[a-z0-9+-]{1,20}$/;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A purifier of our own, so these hooks never change how anything else uses DOMPurify. */
function articlePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    const value = data.attrValue;
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (tag === 'img' && data.attrName === 'src') data.keepAttr = SAFE_IMAGE.test(value);
    else if (data.attrName === 'href') data.keepAttr = !PROTOCOL_RELATIVE.test(value);
    else if (data.attrName === 'style') data.keepAttr = TEXT_ALIGN.test(value);
    else if (data.attrName === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((name) => CODE_LANGUAGE.test(name))
        .join(' ');
      data.keepAttr = data.attrValue !== '';
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node instanceof HTMLImageElement) {
      // An image whose address was dropped has nothing left to show.
      if (!node.hasAttribute('src')) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/** Article HTML made safe to put in the page: unknown tags, attributes and schemes are dropped. */
export function sanitizeArticleHtml(html: string): string {
  return articlePurifier().sanitize(html, CONFIG).trim();
}

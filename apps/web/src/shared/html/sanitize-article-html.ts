import DOMPurify, { type Config } from 'dompurify';
import { ARTICLE_HTML, isAllowedImageSource } from '@irreplaceable/contracts/news/article-html';

/*
 * The server cleans an article against the shared allow-list (contracts' ARTICLE_HTML) before
 * storing it; the page applies the same list again before anything is shown.
 */

const { tags, attributes, linkSchemes, textAlignments } = ARTICLE_HTML;

/**
 * DOMPurify checks every attribute value that could be an address against this: a scheme must be
 * one the allow-list names; values without a scheme (paths, anchors, numbers) pass.
 */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${linkSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);
/** Another site's address without a scheme ("//evil.example") is not a link we keep. */
const PROTOCOL_RELATIVE = /^\s*[/\\]{2}/;
const TEXT_ALIGN = new RegExp(
  `^\\s*text-align\\s*:\\s*(${textAlignments.join('|')})\\s*;?\\s*$`,
  'i',
);

const CONFIG: Config = {
  ALLOWED_TAGS: tags,
  ALLOWED_ATTR: [...new Set(Object.values(attributes).flat())],
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
    const allowed = attributes[tag] ?? [];
    const value = data.attrValue;
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (tag === 'img' && data.attrName === 'src') data.keepAttr = isAllowedImageSource(value);
    else if (data.attrName === 'href') data.keepAttr = !PROTOCOL_RELATIVE.test(value);
    else if (data.attrName === 'style') data.keepAttr = TEXT_ALIGN.test(value);
    else if (data.attrName === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((name) => ARTICLE_HTML.codeLanguageClass.test(name))
        .join(' ');
      data.keepAttr = data.attrValue !== '';
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      node.setAttribute('target', ARTICLE_HTML.linkTarget);
      node.setAttribute('rel', ARTICLE_HTML.linkRel);
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

/** Without a DOM (the server rendering a page), the server's own cleaner of the same list. */
let sanitizeWithoutDom: ((html: string) => string) | null = null;

export function setServerArticleSanitizer(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

/** Article HTML made safe to put in the page: unknown tags, attributes and schemes are dropped. */
export function sanitizeArticleHtml(html: string): string {
  if (typeof window === 'undefined') {
    if (!sanitizeWithoutDom) throw new Error('No article sanitiser outside a browser');
    return sanitizeWithoutDom(html);
  }
  return articlePurifier().sanitize(html, CONFIG).trim();
}

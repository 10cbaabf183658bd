import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML, isAllowedImageSource } from '@irreplaceable/contracts/news/article-html';

const { attributes, textAlignments } = ARTICLE_HTML;

/** The shared allow-list (contracts' ARTICLE_HTML), in sanitize-html's terms. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_HTML.tags,
  allowedAttributes: attributes,
  allowedClasses: { code: [ARTICLE_HTML.codeLanguageClass] },
  allowedStyles: { '*': { 'text-align': [new RegExp(`^(${textAlignments.join('|')})$`)] } },
  allowedSchemes: ARTICLE_HTML.linkSchemes,
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ARTICLE_HTML.droppedWithContent,
  transformTags: {
    ...ARTICLE_HTML.renamedTags,
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: ARTICLE_HTML.linkTarget, rel: ARTICLE_HTML.linkRel },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
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

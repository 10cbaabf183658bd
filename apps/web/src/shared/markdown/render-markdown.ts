import MarkdownIt, { type RendererRule, type Token } from 'markdown-it';
import { cjkFriendlyEmphasis } from './cjk-emphasis';
import { isSafeLink } from './is-safe-link';

export type TMarkdownHeading = { id: string; level: number; text: string };

/** A path on this site (not a protocol-relative address), or an inline data image. */
const isHostedImage = (src: string) =>
  (src.startsWith('/') && !src.startsWith('//')) || src.startsWith('data:image/');

const CJK_CHARACTER = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * Markdown-it with the app's safety rules: no raw HTML, links auto-detected, unsafe link targets
 * dropped, links opened in a new tab without opener or referrer, typographic replacements on.
 */
function createRenderer({ breaks }: { breaks: boolean }): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, breaks, typographer: true });
  md.validateLink = isSafeLink;
  // Only full addresses become links: "Claude.ai" in a sentence is a name, not a link.
  md.linkify.set({ fuzzyLink: false });
  cjkFriendlyEmphasis(md);

  const renderToken: RendererRule = (tokens, index, options, _env, self) =>
    self.renderToken(tokens, index, options);
  const renderLinkOpen = md.renderer.rules.link_open ?? renderToken;
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    token?.attrSet('target', '_blank');
    token?.attrSet('rel', 'noopener noreferrer');
    return renderLinkOpen(tokens, index, options, env, self);
  };

  // An image from another host would load for every reader (a tracking pixel in a model's text):
  // only images this site serves, or carries inline, are shown; any other is its alt text.
  const renderImage = md.renderer.rules.image ?? renderToken;
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    if (isHostedImage(token.attrGet('src') ?? '')) {
      return renderImage(tokens, index, options, env, self);
    }
    return md.utils.escapeHtml(token.content);
  };

  // Wide tables scroll inside their own box instead of widening the page on phones.
  md.renderer.rules.table_open = (tokens, index, options, _env, self) =>
    `<div class="markdown-table">${self.renderToken(tokens, index, options)}`;
  md.renderer.rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>`;

  if (!breaks) {
    // A wrapped line inside a Chinese sentence is not a space between words.
    const renderSoftbreak = md.renderer.rules.softbreak ?? renderToken;
    md.renderer.rules.softbreak = (tokens, index, options, env, self) => {
      const before = tokens[index - 1]?.content.slice(-1) ?? '';
      const after = tokens[index + 1]?.content.charAt(0) ?? '';
      if (CJK_CHARACTER.test(before) && CJK_CHARACTER.test(after)) return '';
      return renderSoftbreak(tokens, index, options, env, self);
    };
  }
  return md;
}

/** Analyst text keeps its line breaks (spec 001 section 2). */
let textRenderer: MarkdownIt | null = null;
/** Documents are wrapped at a fixed width in their source, so single line breaks are spaces. */
let documentRenderer: MarkdownIt | null = null;

function markdown(): MarkdownIt {
  textRenderer ??= createRenderer({ breaks: true });
  return textRenderer;
}

function documentMarkdown(): MarkdownIt {
  documentRenderer ??= createRenderer({ breaks: false });
  return documentRenderer;
}

/** Markdown to safe HTML: raw HTML is escaped and unsafe link targets are dropped. */
export function renderMarkdown(source: string): string {
  return markdown().render(source);
}

/** A URL fragment for a heading; Chinese letters are kept as they are. */
function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug || 'section';
}

function uniqueId(text: string, used: Map<string, number>): string {
  const base = slugify(text);
  const seen = used.get(base) ?? 0;
  used.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

function headingText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();
}

/**
 * A whole document (hard-wrapped source, so single line breaks are not kept): the HTML with an
 * id on every heading, and the headings up to `maxLevel` in order, for a table of contents.
 */
export function renderMarkdownDocument(
  source: string,
  maxLevel = 3,
): { html: string; headings: TMarkdownHeading[] } {
  const md = documentMarkdown();
  const env = {};
  const tokens = md.parse(source, env);
  const headings: TMarkdownHeading[] = [];
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const level = Number(token.tag.slice(1));
    const text = headingText(tokens[index + 1]);
    const id = uniqueId(text, used);
    token.attrSet('id', id);
    if (level <= maxLevel) headings.push({ id, level, text });
  });
  return { html: md.renderer.render(tokens, md.options, env), headings };
}

/**
 * A model's markdown made safe to store: no image from another host (each would load for every
 * reader, a tracking pixel), no raw HTML, and links only to the sources the app itself cites;
 * any other link is left as its words, and a bare address as plain text no renderer links.
 */

/** A path this site serves: "/images/x.png", not the protocol-relative "//tracker.example". */
const isHosted = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A link's address in the form the cited list is compared in. */
export function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url.trim());
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
  } catch {
    return '';
  }
}

const LINK_TARGET = String.raw`\(\s*<?([^()\s<>]*(?:\([^()\s<>]*\)[^()\s<>]*)*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)`;
const IMAGE = new RegExp(String.raw`!\[([^\[\]]*)\]${LINK_TARGET}`, 'g');
const REFERENCE_IMAGE = /!\[([^[\]]*)\]\[[^[\]]*\]/g;
const LINK = new RegExp(String.raw`(?<!!)\[([^\[\]]*)\]${LINK_TARGET}`, 'g');
const REFERENCE_LINK = /\[([^[\]]+)\]\[[^[\]]*\]/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm;
const HTML_TAG = /<\/?[a-z][^<>]*>/gi;
const AUTOLINK = /<((?:https?|ftp|mailto):[^<>\s]*)>/gi;
const BARE_URL = /\b(?:https?|ftp):\/\/[^\s<>()[\]]+|\bmailto:[^\s<>()[\]]+|\bwww\.[^\s<>()[\]]+/gi;

export function sanitiseModelMarkdown(text: string, cited: ReadonlySet<string>): string {
  const isCited = (url: string) => cited.has(comparableUrl(url));
  const plainAddress = (url: string) =>
    isCited(url) ? url : url.replace(/^(?:https?|ftp):\/\/|^mailto:/i, '').replace(/^www\./i, '');
  return (
    text
      .replace(REFERENCE_DEFINITION, '')
      .replace(IMAGE, (whole, _alt: string, url: string) => (isHosted(url) ? whole : ''))
      .replace(REFERENCE_IMAGE, '')
      .replace(LINK, (whole, words: string, url: string) => (isCited(url) ? whole : words))
      .replace(REFERENCE_LINK, '$1')
      .replace(AUTOLINK, (_whole, url: string) => plainAddress(url))
      .replace(HTML_TAG, '')
      // An address left standing would be linked by the renderer; a cited one stays as it is.
      .replace(BARE_URL, plainAddress)
      .replace(/[ \t]+$/gm, '')
      .replace(/(?<=\S) {2,}/g, ' ')
      .trim()
  );
}

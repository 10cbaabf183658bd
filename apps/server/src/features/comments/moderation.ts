import { COMMENTS } from '@irreplaceable/contracts/constants';
import { BLOCKED_CHINESE_WORDS, BLOCKED_ENGLISH_WORDS, LINK_SHORTENERS } from './moderation-words';

/**
 * Comment moderation, decided before a comment is stored (403 'Comment has bad content').
 *
 * Words: the bilingual list in moderation-words.ts, after folding case, full-width forms,
 * look-alike digits and symbols (0→o, 1→i, 3→e, 4→a, 5→s, 7→t, @→a, $→s) and letters split by
 * dots, dashes or spaces ("f.u.c.k"). Zero-width characters are removed first.
 *
 * Links (anything with http(s)://, www. or a bare domain such as example.com):
 * - more than COMMENTS.maxLinks links in one comment is spam;
 * - an account younger than COMMENTS.newAccountHours may not put a link in its first comment;
 * - link shorteners are refused, because they hide where a link goes.
 *
 * Markup is not moderated: a comment is stored as written and always shown as text, never as
 * markup, so a person can discuss `<div>` or an `onerror=` attack without being refused.
 *
 * Repeats: the same text from the same user within a day is refused as spam.
 */
export type ModerationVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: 'word' | 'too_many_links' | 'new_account_link' | 'shortener' | 'repeat';
    };

export interface ModerationContext {
  isFirstComment: boolean;
  accountAgeHours: number;
  isRepeat: boolean;
}

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower case, half-width, no zero-width characters. */
function baseFold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '');
}

/** Also maps look-alike characters and joins letters split by single separators. */
function deepFold(text: string): string {
  const mapped = baseFold(text).replace(/[0134579@$!]/g, (c) => LOOK_ALIKES[c] ?? c);
  return mapped.replace(/\b(?:\p{L}[.\-_*\s]){2,}\p{L}\b/gu, (run) =>
    run.replace(/[.\-_*\s]/g, ''),
  );
}

const englishPatterns = BLOCKED_ENGLISH_WORDS.map(
  (word) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/ /g, '\\s+')}(?:s|es|ed|ing|er|ers)?(?![\\p{L}\\p{N}])`,
      'u',
    ),
);
const chineseWords = BLOCKED_CHINESE_WORDS.map((word) => baseFold(word));

const LINK_PATTERN =
  /\bhttps?:\/\/[^\s]+|\bwww\.[^\s]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|cn|ru|xyz|top|info|biz|me|ly|gl|gd|tk|cc|link|site|online|shop|app|ai)\b(?:\/[^\s]*)?/gi;

export function findLinks(text: string): string[] {
  return baseFold(text).match(LINK_PATTERN) ?? [];
}

function hostOf(link: string): string {
  return link
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#:]/)[0]!;
}

function containsBlockedWord(text: string): boolean {
  const folded = baseFold(text);
  const compactChinese = folded.replace(/[\s\p{P}\p{S}]/gu, '');
  if (chineseWords.some((word) => compactChinese.includes(word))) return true;
  const variants = [folded, deepFold(text)];
  return variants.some((variant) => englishPatterns.some((pattern) => pattern.test(variant)));
}

export function moderateComment(text: string, context: ModerationContext): ModerationVerdict {
  if (containsBlockedWord(text)) return { allowed: false, reason: 'word' };
  const links = findLinks(text);
  if (links.length > COMMENTS.maxLinks) return { allowed: false, reason: 'too_many_links' };
  if (links.some((link) => (LINK_SHORTENERS as readonly string[]).includes(hostOf(link)))) {
    return { allowed: false, reason: 'shortener' };
  }
  if (
    links.length > 0 &&
    context.isFirstComment &&
    context.accountAgeHours < COMMENTS.newAccountHours
  ) {
    return { allowed: false, reason: 'new_account_link' };
  }
  if (context.isRepeat) return { allowed: false, reason: 'repeat' };
  return { allowed: true };
}

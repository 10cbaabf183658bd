import type { Language } from '@irreplaceable/contracts/constants';

/** Puts the job's title where a text says `{job}`. */
export function fillJob(text: string, jobTitle: string): string {
  return text.replaceAll('{job}', jobTitle);
}

/** Fills `{name}` placeholders; a missing value is a programming error, so it throws. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${text}"`);
    return String(value);
  });
}

/** Quotation marks as each language writes them; quotes inside become single quotes. */
export function quoted(text: string, language: Language): string {
  if (language === 'zh') return `“${text.replace(/“/g, '‘').replace(/”/g, '’')}”`;
  return `"${text.replace(/"([^"]*)"/g, '‘$1’')}"`;
}

/** The first sentence of a text, without its full stop. */
export function firstSentence(text: string): string {
  const sentence = text.split(/(?<=[.。])\s*(?=[A-Z\u4e00-\u9fff“])/)[0] ?? text;
  return sentence.replace(/[.。]$/, '');
}

/** What follows the first sentence, or '' when there is nothing more. */
export function afterFirstSentence(text: string): string {
  const [, ...rest] = text.split(/(?<=[.。])\s*(?=[A-Z\u4e00-\u9fff“])/);
  return rest.join(text.includes('。') ? '' : ' ').trim();
}

/** A list read as prose: "a, b and c" / "a、b和c". */
export function joinList(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(language === 'zh' ? '、' : ', ');
  return language === 'zh' ? `${head}和${items.at(-1)}` : `${head} and ${items.at(-1)}`;
}

const HAN = /[\u4e00-\u9fff]/;
/** Up to this many characters of a typed answer are quoted back whole. */
const QUOTE_LIMIT = { latin: 90, han: 40 };
/** Where a sentence may be split into phrases: after a comma or semicolon, or before a conjunction. */
const LATIN_PHRASE_BREAK = /(?<=[,;:])\s+|\s+(?=(?:and|but|so|because|while|which)\s)/;
const HAN_PHRASE_BREAK = /(?<=[，；：、])/;

/**
 * What the user wrote, to quote back, without quotation marks of its own: the first sentence when
 * it is short enough, else as many of its opening phrases as fit, and at least the first phrase
 * whole. A quote never stops in the middle of a phrase and never ends in an ellipsis.
 */
export function excerpt(answer: string): string {
  const clean = answer
    .replace(/["“”「」『』]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const first = clean.split(/(?<=[.!?。！？])\s*/)[0] ?? clean;
  const isHan = HAN.test(first);
  const limit = isHan ? QUOTE_LIMIT.han : QUOTE_LIMIT.latin;
  const trim = (text: string) => text.replace(/[\s,，、;；:：.。!！?？]+$/, '');
  if (first.length <= limit) return trim(first);
  const phrases = first.split(isHan ? HAN_PHRASE_BREAK : LATIN_PHRASE_BREAK);
  let quote = phrases[0]!;
  for (const phrase of phrases.slice(1)) {
    const longer = isHan ? `${quote}${phrase}` : `${quote} ${phrase}`;
    if (trim(longer).length > limit) break;
    quote = longer;
  }
  return trim(quote);
}

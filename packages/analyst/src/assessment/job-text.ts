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

/**
 * A short piece of what the user wrote, to quote back: the first sentence or clause, cut at a word
 * (Latin script) or after a number of characters (Chinese), without quotation marks of its own.
 */
export function excerpt(answer: string): string {
  const clean = answer
    .replace(/["“”「」『』]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const limit = /[\u4e00-\u9fff]/.test(clean) ? 24 : 60;
  if (clean.length <= limit) return clean.replace(/[.。]$/, '');
  const first = clean.split(/(?<=[.!?。！？；;])\s*/)[0] ?? clean;
  const isChinese = /[\u4e00-\u9fff]/.test(first);
  if (first.length <= limit) return first.replace(/[.。;；]$/, '');
  const cut = isChinese ? first.slice(0, limit) : first.slice(0, limit).replace(/\s+\S*$/, '');
  return `${cut.replace(/[,，、\s]+$/, '')}…`;
}

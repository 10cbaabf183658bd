import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchTokens, zhKey } from './text-normalize';

/**
 * The short forms, slang, nicknames and typos people type instead of a title ("backend dev",
 * "code monkey", "前段工程师", "产品汪"), read from informal-forms.tsv so that the list can grow
 * without touching the matcher. Each form is rewritten into words the titles use; the matcher
 * then treats the result as if it had been typed, and only when the query as typed is no known
 * title (a title that happens to contain a short form keeps its own meaning).
 */

export const INFORMAL_FORMS_PATH = fileURLToPath(new URL('./informal-forms.tsv', import.meta.url));

export interface InformalForms {
  /** English runs of words ("code monkey") to their meaning, both as match tokens. */
  english: Map<string, string[]>;
  /** The longest English run, in words. */
  longestEnglish: number;
  /** Whole Chinese titles ("产品汪") to their meaning, as title keys. */
  chineseWhole: Map<string, string>;
  /** Chinese pieces replaced anywhere ("前段开发" → 前端开发), longest first. */
  chineseParts: [string, string][];
  /** Chinese endings replaced at the end ("狮" → 师). */
  chineseEnds: [string, string][];
  /**
   * What a "verb + object + 的" query names ("修空调的" → 空调维修): the verb and a pattern where
   * "…" stands for the object. Used only for queries that ended in 的.
   */
  chineseDoers: [string, string][];
}

export function parseInformalForms(tsv: string): InformalForms {
  const forms: InformalForms = {
    english: new Map(),
    longestEnglish: 1,
    chineseWhole: new Map(),
    chineseParts: [],
    chineseEnds: [],
    chineseDoers: [],
  };
  tsv.split('\n').forEach((row, i) => {
    if (row.trim() === '' || row.startsWith('#') || row.startsWith('language\t')) return;
    const [language, scope, form = '', meaning = ''] = row.split('\t');
    const where = `informal-forms.tsv line ${i + 1}`;
    if (language === 'en' && scope === 'word') {
      const key = matchTokens(form);
      if (key.length === 0) throw new Error(`${where}: empty form`);
      forms.english.set(key.join(' '), matchTokens(meaning));
      forms.longestEnglish = Math.max(forms.longestEnglish, key.length);
    } else if (language === 'zh' && scope === 'whole') {
      forms.chineseWhole.set(zhKey(form), zhKey(meaning));
    } else if (language === 'zh' && scope === 'part') {
      forms.chineseParts.push([zhKey(form), zhKey(meaning)]);
    } else if (language === 'zh' && scope === 'end') {
      forms.chineseEnds.push([zhKey(form), zhKey(meaning)]);
    } else if (language === 'zh' && scope === 'doer') {
      if (!meaning.includes('…')) throw new Error(`${where}: a doer pattern needs "…"`);
      forms.chineseDoers.push([zhKey(form), meaning.trim()]);
    } else {
      throw new Error(`${where}: unknown language or scope in "${row}"`);
    }
  });
  forms.chineseParts.sort((a, b) => b[0].length - a[0].length);
  forms.chineseEnds.sort((a, b) => b[0].length - a[0].length);
  return forms;
}

let loaded: InformalForms | null = null;

export function informalForms(): InformalForms {
  loaded ??= parseInformalForms(fs.readFileSync(INFORMAL_FORMS_PATH, 'utf8'));
  return loaded;
}

/** English tokens with every informal run written out, longest run first, left to right. */
export function expandEnglish(
  tokens: readonly string[],
  forms: InformalForms = informalForms(),
): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < tokens.length) {
    let replaced = false;
    for (let size = Math.min(forms.longestEnglish, tokens.length - at); size > 0; size--) {
      const meaning = forms.english.get(tokens.slice(at, at + size).join(' '));
      if (meaning) {
        out.push(...meaning);
        at += size;
        replaced = true;
        break;
      }
    }
    if (!replaced) out.push(tokens[at++] ?? '');
  }
  return out;
}

/**
 * Chinese text with the traditional characters of the table written simplified (醫院 → 医院): the
 * one-character pieces of informal-forms.tsv, which are all traditional characters.
 */
export function simplifyCharacters(text: string, forms: InformalForms = informalForms()): string {
  let out = text;
  for (const [form, meaning] of forms.chineseParts) {
    if (form.length === 1 && out.includes(form)) out = out.replaceAll(form, meaning);
  }
  return out;
}

/** A Chinese title key with its nickname, typos and traditional characters put right. */
export function normalizeChinese(key: string, forms: InformalForms = informalForms()): string {
  const whole = forms.chineseWhole.get(key);
  if (whole) return whole;
  let out = key;
  // A second pass reads what the first wrote: 軟體 → 软体 (characters) → 软件 (Taiwan word).
  for (let pass = 0; pass < 2; pass++) {
    for (const [form, meaning] of forms.chineseParts) {
      if (out.includes(form)) out = out.replaceAll(form, meaning);
    }
  }
  for (const [form, meaning] of forms.chineseEnds) {
    // One character ("狮") only as the end of a longer title; two ("记着") may be the whole title.
    if (out.endsWith(form) && (out.length > form.length || form.length > 1)) {
      out = out.slice(0, -form.length) + meaning;
      break;
    }
  }
  return forms.chineseWhole.get(out) ?? out;
}

/**
 * The title a "verb + object + 的" query names, before its typos are put right ("修空调" of
 * 修空调的 → 空调维修), or null when it does not start with a verb of the table.
 */
export function doerReading(key: string, forms: InformalForms = informalForms()): string | null {
  const verb = forms.chineseDoers.find(([v]) => key.startsWith(v) && key.length > v.length);
  return verb ? verb[1].replace('…', key.slice(verb[0].length)) : null;
}

/** The whole-title meaning of a Chinese core ("理发" in 理发学徒), or the core itself. */
export function chineseWholeMeaning(core: string, forms: InformalForms = informalForms()): string {
  return forms.chineseWhole.get(core) ?? core;
}

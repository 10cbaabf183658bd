import { GLOSSARY, type GlossaryPair } from './glossary';
import { RARE_TITLE_GLOSSARY } from './rare-title-glossary';
import { matchTokens, zhKey } from './text-normalize';

/**
 * Word-by-word translation of job titles with our glossary. Job titles in both languages put the
 * qualifiers before the head ("数据 分析师" = "Data Analyst"), so a left-to-right, longest-first
 * segmentation is enough; a title with any part the glossary does not cover is not translated.
 */
export interface Glossary {
  zhToEn: Map<string, string>;
  enToZh: Map<string, string>;
  longestZh: number;
  longestEn: number;
}

export function buildGlossary(pairs: readonly GlossaryPair[] = GLOSSARY): Glossary {
  const zhToEn = new Map<string, string>();
  const enToZh = new Map<string, string>();
  for (const [en, zh, direction = 'both'] of pairs) {
    const zhForm = zhKey(zh);
    const enForm = matchTokens(en).join(' ');
    if (direction !== 'en>zh' && !zhToEn.has(zhForm)) zhToEn.set(zhForm, en);
    if (direction !== 'zh>en' && !enToZh.has(enForm)) enToZh.set(enForm, zh);
  }
  const longestZh = Math.max(...[...zhToEn.keys()].map((k) => k.length));
  const longestEn = Math.max(...[...enToZh.keys()].map((k) => k.split(' ').length));
  return { zhToEn, enToZh, longestZh, longestEn };
}

/** The glossary with the rare-title words after it, for writing Chinese only (its last resort). */
export function buildRareTitleGlossary(): Glossary {
  const rare = RARE_TITLE_GLOSSARY.map(([en, zh]): GlossaryPair => [en, zh, 'en>zh']);
  return buildGlossary([...GLOSSARY, ...rare]);
}

/** How to write a Latin word that passes through untranslated ("java" → "Java", "ui" → "UI"). */
export type LatinDisplay = (word: string) => string;

/** English tokens (singular, lower-case) → Chinese, or null when a word is not covered. */
export function englishToChinese(
  tokens: readonly string[],
  glossary: Glossary,
  isLatinInChinese: (word: string) => boolean,
  latinDisplay: LatinDisplay,
): string | null {
  const pieces: string[] = [];
  for (let at = 0; at < tokens.length;) {
    let matched = false;
    for (let n = Math.min(glossary.longestEn, tokens.length - at); n >= 1; n--) {
      const zh = glossary.enToZh.get(tokens.slice(at, at + n).join(' '));
      if (zh) {
        pieces.push(zh);
        at += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = tokens[at] ?? '';
    if (!isLatinInChinese(word)) return null;
    pieces.push(latinDisplay(word));
    at += 1;
  }
  return joinChinese(pieces);
}

/** Latin pieces next to each other keep a space ("Node JS"); Chinese pieces join directly. */
function joinChinese(pieces: readonly string[]): string {
  let out = '';
  for (const piece of pieces) {
    const latinJoin = /[A-Za-z0-9+#]$/.test(out) && /^[A-Za-z0-9]/.test(piece);
    out += (latinJoin ? ' ' : '') + piece;
  }
  return out;
}

/** A Chinese key (see zhKey) → English words, or null when a part is not covered. */
export function chineseToEnglish(
  key: string,
  glossary: Glossary,
  latinDisplay: LatinDisplay,
): string | null {
  const words: string[] = [];
  for (let at = 0; at < key.length;) {
    const latin = /^[a-z0-9+#]+/.exec(key.slice(at))?.[0];
    if (latin) {
      const known = glossary.zhToEn.get(latin);
      words.push(known ?? latinDisplay(latin));
      at += latin.length;
      continue;
    }
    let matched = false;
    for (let n = Math.min(glossary.longestZh, key.length - at); n >= 1; n--) {
      const en = glossary.zhToEn.get(key.slice(at, at + n));
      if (en) {
        words.push(en);
        at += n;
        matched = true;
        break;
      }
    }
    if (!matched) return null;
  }
  return words.join(' ');
}

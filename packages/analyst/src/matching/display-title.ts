import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { singularize } from './english-inflection';
import { matchTokens } from './text-normalize';

/**
 * A short singular English name for each occupation, for canonical titles and too-vague examples
 * when the query gives us nothing better: "Registered Nurses" → "Registered Nurse". O*NET titles
 * with "and" or a comma ("Secretaries and Administrative Assistants, Except Legal, Medical, and
 * Executive") read badly as a job name, so for those we take the common reported title (My Next
 * Move first) that shares the most words with the official title ("Administrative Assistant").
 */

function singularLastWord(title: string): string {
  const words = title.split(' ');
  const last = words.pop() ?? '';
  const singular = singularize(last.toLowerCase());
  const cased = last[0] === last[0]?.toUpperCase() ? capitalize(singular) : singular;
  return [...words, cased].join(' ');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function isSimple(title: string): boolean {
  return !title.includes(',') && !/\band\b/.test(title) && title.split(' ').length <= 4;
}

export function buildDisplayTitles(knowledge: KnowledgeBase): Map<string, string> {
  const display = new Map<string, string>();
  for (const occupation of knowledge.occupations) {
    // "Helpers--Electricians" → "Electrician Helper".
    const helper = /^Helpers--([^,]+)$/.exec(occupation.title)?.[1];
    const official =
      helper && isSimple(helper) ? `${singularLastWord(helper)} Helpers` : occupation.title;
    if (isSimple(official)) {
      display.set(occupation.code, singularLastWord(official));
      continue;
    }
    const officialTokens = new Set(matchTokens(official));
    const titles = knowledge.titlesByCode.get(occupation.code)?.en ?? [];
    let best: { text: string; overlap: number; rank: number } | null = null;
    for (const [text, flags] of titles) {
      if (text.includes('(') || flags.includes('o')) continue;
      const rank = flags.includes('m') ? 2 : flags.includes('r') ? 1 : 0;
      if (rank === 0) continue;
      const tokens = matchTokens(text);
      const overlap = tokens.filter((t) => officialTokens.has(t)).length;
      if (overlap === 0) continue;
      const better =
        !best ||
        rank > best.rank ||
        (rank === best.rank && overlap > best.overlap) ||
        (rank === best.rank &&
          overlap === best.overlap &&
          (text.length < best.text.length ||
            (text.length === best.text.length && text < best.text)));
      if (better) best = { text, overlap, rank };
    }
    const beforeComma = official.split(', ')[0] ?? official;
    display.set(occupation.code, best ? best.text : singularLastWord(beforeComma));
  }
  return display;
}

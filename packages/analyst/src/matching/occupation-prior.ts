import type { KnowledgeBase } from '../knowledge/load-knowledge';

/**
 * How common an occupation is, as log10 of its workers: the tie-breaker between readings of an
 * ambiguous title ("Nurse" is far more often a registered nurse than a critical-care nurse).
 *
 * BLS counts workers per NEM occupation, which several O*NET codes share (Registered Nurses .00
 * to .04 all carry 3.39 million). The base `.00` code keeps the whole count and each specialty gets
 * an equal share, so a specialty never outranks its parent on employment alone. Codes without
 * figures (military) count as 10,000 workers.
 */
export function occupationPriors(knowledge: KnowledgeBase): Map<string, number> {
  const priors = new Map<string, number>();
  for (const occupation of knowledge.occupations) {
    const employment = occupation.projections?.employment2024 ?? null;
    const sharing = occupation.projections
      ? (knowledge.byNemCode.get(occupation.projections.nem)?.length ?? 1)
      : 1;
    const isBase = occupation.code.endsWith('.00') || sharing === 1;
    const workers = employment === null ? 10_000 : isBase ? employment : employment / sharing;
    priors.set(occupation.code, Math.log10(Math.max(workers, 1_000)));
  }
  return priors;
}

/**
 * Extra weight for how a title was found: reported titles shown in My Next Move are the common
 * ones; our editorial forms (`e`) count as common too.
 */
export function titleFlagBonus(flags: string): number {
  if (flags.includes('m') || flags.includes('e')) return 1;
  if (flags.includes('o')) return 0.8;
  if (flags.includes('r') || flags.includes('y')) return 0.3;
  return 0;
}

const OFFICIAL_WEIGHT = 2;
const FUNCTION_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'to', 'with', 'a', 'an']);

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** "lab" ~ "laboratory", "manager" ~ "management", "painter" ~ "painting". */
function sameWord(word: string, official: string): boolean {
  if (word === official) return true;
  if (word.length >= 3 && official.startsWith(word)) return true;
  const shared = commonPrefix(word, official);
  return shared >= 5 && shared >= Math.min(word.length, official.length) - 3;
}

/**
 * Extra weight when the occupation's own title repeats the words of the title that matched, each
 * word counted by its rarity: of the occupations with the alternate title "Lab Technician",
 * Ophthalmic Laboratory Technicians repeats both words, Quality Control Analysts neither, whatever
 * the sizes of the occupations. At most OFFICIAL_WEIGHT, for a title the occupation is named by.
 */
export function officialTitleBonus(
  titleTokens: readonly string[],
  officialTokens: readonly string[],
  rarity: (word: string) => number,
): number {
  const words = titleTokens.filter((t) => !FUNCTION_WORDS.has(t));
  const total = words.reduce((sum, w) => sum + rarity(w), 0);
  if (total === 0) return 0;
  const repeated = words
    .filter((w) => officialTokens.some((o) => sameWord(w, o)))
    .reduce((sum, w) => sum + rarity(w), 0);
  return (OFFICIAL_WEIGHT * repeated) / total;
}

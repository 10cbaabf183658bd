import { rankCandidates, type Candidate } from './candidate-ranking';
import { englishCanonical } from './canonical-title';
import type { EditorialTitle } from './editorial';
import { matchEnglish } from './english-matcher';
import type { MatchIndex } from './match-index';
import { WHOLE_JOB_NAMES } from './rare-title-glossary';
import { foldText, zhKey } from './text-normalize';

/**
 * The Chinese of the rarer whole job names ("蹄铁匠" for Farrier) as a Chinese search: it lands on the
 * job the English search lands on, under the same canonical title and with the same readings, so
 * the two searches share one job page. The readings are taken from the English search when the
 * index is built, so each pair is written once, in rare-title-glossary.ts; a name the English
 * search does not match exactly gets none (a guess in one language is no alias in the other).
 */
export interface WholeJobName {
  /** The English search's canonical title ("Shoe Maker" for Shoemaker). */
  title: string;
  /** As the glossary writes it. */
  titleZh: string;
  /** The English search's editorial entry, when it had one; its readings are then the entry's. */
  editorial: EditorialTitle | null;
  /** The English search's readings, ranked again exactly as it ranks them. */
  candidates: Candidate[];
  /** The English search's first occupation. */
  code: string;
}

function wholeJobName(en: string, zh: string, index: MatchIndex): WholeJobName | null {
  const outcome = matchEnglish(foldText(en), index);
  const { hit } = outcome;
  if (outcome.kind !== 'exact' || !hit) return null;
  const editorial = hit.kind === 'editorial' ? hit.entry : null;
  const candidates = hit.kind === 'exact' ? hit.candidates : [];
  const code = editorial?.codes[0] ?? rankCandidates(candidates, index)[0]?.code ?? '';
  const title = englishCanonical(outcome, code, index).en;
  return { title, titleZh: zh, editorial, candidates, code };
}

/** Chinese key → its whole job name; a Chinese name with two English ones reads as the first. */
export function buildWholeJobNames(index: MatchIndex): Map<string, WholeJobName> {
  const names = new Map<string, WholeJobName>();
  for (const [en, zh] of WHOLE_JOB_NAMES) {
    const key = zhKey(zh);
    if (names.has(key)) continue;
    const name = wholeJobName(en, zh, index);
    if (name) names.set(key, name);
  }
  return names;
}

import type { IwaRecord } from '../knowledge/types';
import { chineseWords, stemWords } from './phrase-matcher';

/**
 * Links CV lines to O*NET work activities (IWAs) by the words they share with the activity's
 * name: English by word stems, Chinese by two-character words of our Chinese names. Rare words
 * count more than common ones (weighted by how few activity names use them), and a line must
 * share most of an activity's weight, and at least two of its words, to be linked.
 */
const STOP_EN = new Set(
  [
    'or',
    'and',
    'to',
    'of',
    'for',
    'the',
    'a',
    'an',
    'in',
    'on',
    'with',
    'other',
    'others',
    'relat',
    'such',
    'as',
    'about',
    'inform',
    'activ',
    'us',
    'from',
    'into',
    'at',
    'by',
    'their',
    'through',
    'work',
  ].map((w) => w),
);
const STOP_ZH = new Set(['其他', '他人', '相关', '有关', '活动', '信息', '进行', '工作']);

interface ActivityTerms {
  id: string;
  en: string[];
  zh: string[];
}

export interface ActivityMatcher {
  activities: ActivityTerms[];
  idfEn: Map<string, number>;
  idfZh: Map<string, number>;
}

/** Words, and the two-character parts of longer ones ("财务报表" also gives 财务 and 报表). */
function zhTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of chineseWords(text)) {
    if (STOP_ZH.has(word)) continue;
    terms.add(word);
    const chars = [...word];
    if (chars.length > 2)
      for (let i = 0; i + 1 < chars.length; i += 1) terms.add(chars[i]! + chars[i + 1]!);
  }
  return [...terms];
}

function idf(lists: readonly string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists)
    for (const term of new Set(list)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return new Map([...counts].map(([term, n]) => [term, Math.log((lists.length + 1) / n)]));
}

export function buildActivityMatcher(iwas: readonly IwaRecord[]): ActivityMatcher {
  const activities = iwas.map((iwa) => ({
    id: iwa.id,
    en: [...new Set(stemWords(iwa.name).filter((w) => !STOP_EN.has(w)))],
    zh: iwa.nameZh ? zhTerms(iwa.nameZh) : [],
  }));
  return {
    activities,
    idfEn: idf(activities.map((a) => a.en)),
    idfZh: idf(activities.map((a) => a.zh)),
  };
}

const MIN_SHARE = 0.5;
/** A single shared word is enough only when at most this many activity names use it. */
const RARE_WORD_REACH = 3;
const RARE_SHARE = 0.4;

function coverage(
  terms: readonly string[],
  present: ReadonlySet<string>,
  weights: Map<string, number>,
  rareWeight: number,
) {
  let total = 0;
  let shared = 0;
  let count = 0;
  let rare = false;
  for (const term of terms) {
    const w = weights.get(term) ?? 0;
    total += w;
    if (present.has(term)) {
      shared += w;
      count += 1;
      rare ||= w >= rareWeight;
    }
  }
  const share = total > 0 ? shared / total : 0;
  const linked =
    (share >= MIN_SHARE && count >= Math.min(2, terms.length)) || (rare && share >= RARE_SHARE);
  return { share, linked };
}

/** Activities the line describes, best first, with how much of each one's name it covers. */
export function matchActivities(
  line: string,
  matcher: ActivityMatcher,
): { id: string; share: number }[] {
  const en = new Set(stemWords(line));
  const zh = new Set(zhTerms(line));
  const found: { id: string; share: number }[] = [];
  const rareWeight = Math.log((matcher.activities.length + 1) / RARE_WORD_REACH);
  for (const activity of matcher.activities) {
    const a = coverage(activity.en, en, matcher.idfEn, rareWeight);
    const b = coverage(activity.zh, zh, matcher.idfZh, rareWeight);
    const best = [a, b].filter((c) => c.linked).sort((x, y) => y.share - x.share)[0];
    if (best) found.push({ id: activity.id, share: best.share });
  }
  return found.sort((x, y) => y.share - x.share || (x.id < y.id ? -1 : 1)).slice(0, 3);
}

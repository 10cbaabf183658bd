import type { TClassifyErrorType } from '@irreplaceable/contracts/analysis/classification';
import type { ChineseOutcome } from './chinese-matcher';
import type { EnglishOutcome } from './english-matcher';
import type { MatchIndex } from './match-index';
import { chineseJobEnding, chineseSignals, englishSignals } from './query-signals';
import { ROLE_TERMS } from './seniority';
import { compactKey } from './text-normalize';

/**
 * When no title matched exactly, decides whether the best partial match is good enough to be the
 * job the searcher meant, or whether the query is too vague or not about a job.
 *
 * The threshold depends on whether the query ends like a job title: a word that titles end with
 * ("…mender", "…engineer"; "…师", "…员") makes a rare but real title ("Fabric Mender") acceptable
 * on a modest match, while a query without one ("pizza", "披萨") must match a title almost fully.
 */

export type Verdict = { kind: 'job' } | { kind: 'error'; type: TClassifyErrorType; word: string };

const ENGLISH_WITH_HEAD = 0.45;
const ENGLISH_WITHOUT_HEAD = 0.8;
/** "customer service": several words, all inside one common title. */
const ENGLISH_COVERED = 0.6;
const CHINESE_WITH_ENDING = 0.35;
const CHINESE_WITHOUT_ENDING = 0.75;
/** A head word must end at least this share of the titles that contain it. */
const HEAD_SHARE = 0.2;
/** A lone word in this many titles is a field of work ("marketing"), not a random word. */
const FIELD_WORD_TITLES = 40;

function notJob(): Verdict {
  return { kind: 'error', type: 'not_job_related', word: '' };
}

function isEnglishHead(word: string, index: MatchIndex): boolean {
  const ends = index.english.heads.get(word) ?? 0;
  const appears = index.english.postings.get(word)?.length ?? 0;
  return ends >= 2 && ends / Math.max(1, appears) >= HEAD_SHARE;
}

export function judgeEnglish(outcome: EnglishOutcome, index: MatchIndex): Verdict {
  const signals = englishSignals(outcome.words);
  if (signals.question || signals.smallTalk || signals.numbersOnly || signals.longSentence) {
    return notJob();
  }
  // A number that is no part of any title ("iphone 15") names a product, not a job.
  if (outcome.unknown.some((w) => /^\d+$/.test(w))) return notJob();
  const known = outcome.core.filter((w) => !outcome.unknown.includes(w));
  const head = outcome.core[outcome.core.length - 1] ?? '';
  // "kubernetes engineer": all we understand is a word too vague on its own.
  if (known.length > 0 && outcome.unknown.length > 0 && index.vagueEn.has(compactKey(known))) {
    return { kind: 'error', type: 'too_vague', word: known[known.length - 1] ?? '' };
  }
  const best = outcome.fuzzy[0];
  const top = best?.similarity ?? 0;
  // "Marketing Intern": the role word makes the field a job title.
  const endsLikeJob = isEnglishHead(head, index) || outcome.terms.some((t) => ROLE_TERMS.has(t.id));
  if (top >= (endsLikeJob ? ENGLISH_WITH_HEAD : ENGLISH_WITHOUT_HEAD)) return { kind: 'job' };
  if (best?.covers && outcome.core.length >= 2 && top >= ENGLISH_COVERED) return { kind: 'job' };
  const titles = index.english.postings.get(head)?.length ?? 0;
  if (outcome.core.length === 1 && titles >= FIELD_WORD_TITLES) {
    return { kind: 'error', type: 'too_vague', word: head };
  }
  return notJob();
}

export function judgeChinese(outcome: ChineseOutcome, index: MatchIndex): Verdict {
  const signals = chineseSignals(outcome.core);
  if (signals.sentence || signals.numbersOnly) return notJob();
  const { core } = outcome;
  const jobLike =
    signals.jobEnding ||
    index.chinese.cscoNames.has(core) ||
    // The head of a known title ("侦探" in 私家侦探), or a known title with a qualifier (机场 + 地勤).
    index.chinese.suffixes.has(core) ||
    [...core].some(
      (_, at) => at > 0 && core.length - at >= 2 && index.chinese.byKey.has(core.slice(at)),
    );
  const best = outcome.fuzzy[0];
  const top = best?.similarity ?? 0;
  const ending = chineseJobEnding(core);
  // "码头工人": we know it is a 工人 job but nothing about 码头, like "kubernetes engineer".
  if (jobLike && ending && best && !best.anchored && ending.length < core.length) {
    return { kind: 'error', type: 'too_vague', word: ending };
  }
  if (top >= (jobLike ? CHINESE_WITH_ENDING : CHINESE_WITHOUT_ENDING)) return { kind: 'job' };
  return notJob();
}

/**
 * The English pipeline, most certain rule first: our editorial table, then exact titles (with and
 * without seniority words), then the same after spelling correction, then partial matching. The
 * first rule that finds something decides; fuzzy-judgement.ts judges partial matches.
 */
import type { Candidate } from './candidate-ranking';
import type { EditorialTitle } from './editorial';
import { fuzzyEnglish } from './english-fuzzy';
import { GLOSSARY } from './glossary';
import { ABUSE_EN, HARM_EN } from './inappropriate-words';
import { ENGLISH_SIGNAL_WORDS } from './query-signals';
import { correctTokens, queryParts, titleTokens } from './english-query';
import { expandEnglish } from './informal-forms';
import type { MatchIndex } from './match-index';
import { titleFlagBonus } from './occupation-prior';
import {
  FIELD_LEADERS,
  onlySeniority,
  ROLE_TERMS,
  splitEnglishSeniority,
  type SeniorityTerm,
} from './seniority';
import { compactKey, matchTokens } from './text-normalize';

/** Words the spelling corrector leaves alone although no title uses them. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...ENGLISH_SIGNAL_WORDS,
  ...GLOSSARY.flatMap(([en]) => matchTokens(en)),
  // Never "correct" a word into a harmless one ("rape crisis counselor" is not about rates).
  ...[...ABUSE_EN, ...HARM_EN].flatMap((phrase) => phrase.split(' ')),
]);

export type TitleHit =
  | { kind: 'editorial'; entry: EditorialTitle }
  | { kind: 'exact'; candidates: Candidate[]; official: boolean };

export interface EnglishOutcome {
  kind: 'exact' | 'fuzzy' | 'vague' | 'none';
  hit: TitleHit | null;
  fuzzy: Candidate[];
  /** The words naming the job (seniority removed, spelling corrected). */
  core: string[];
  terms: SeniorityTerm[];
  corrected: boolean;
  /** Words that are no title word and could not be corrected. */
  unknown: string[];
  /** Every word of the query after fillers were removed, for the not-a-job signals. */
  words: string[];
  /** The words that were looked up when a rule matched exactly ("sales manager" for "VP of Sales"). */
  matchedForm: string[];
}

function lookup(tokens: readonly string[], index: MatchIndex): TitleHit | null {
  const key = compactKey(tokens);
  const entry = index.editorialByCompact.get(key);
  if (entry) return { kind: 'editorial', entry };
  const ids = index.english.byCompact.get(key);
  if (!ids) return null;
  const titles = ids.map((id) => index.english.titles[id]).filter((t) => t !== undefined);
  const candidates = titles.map((t) => ({
    code: t.code,
    similarity: 1,
    bonus: titleFlagBonus(t.flags) + index.officialBonus(t.tokens, t.code),
    flags: t.flags,
  }));
  return { kind: 'exact', candidates, official: titles.some((t) => t.flags.includes('o')) };
}

function isVague(tokens: readonly string[], index: MatchIndex): boolean {
  return index.vagueEn.has(compactKey(tokens));
}

function outcome(
  kind: EnglishOutcome['kind'],
  words: string[],
  core: string[],
  terms: SeniorityTerm[],
  extra: Partial<EnglishOutcome> = {},
): EnglishOutcome {
  return {
    kind,
    hit: null,
    fuzzy: [],
    core,
    terms,
    corrected: false,
    unknown: [],
    words,
    matchedForm: [],
    ...extra,
  };
}

/** Seniority words taken off with the careful ones, and the looked-up forms they allow. */
function carefulForms(tokens: readonly string[]): {
  core: string[];
  terms: SeniorityTerm[];
  forms: string[][];
} {
  const careful = splitEnglishSeniority(tokens, true);
  if (careful.core.length === tokens.length) return { ...careful, forms: [] };
  // "Head of Marketing" names a marketing manager before it names marketing.
  const forms = careful.terms.some((t) => FIELD_LEADERS.has(t.id))
    ? [[...careful.core, 'manager'], [...careful.core, 'director'], careful.core]
    : [careful.core];
  return { core: careful.core, terms: careful.terms, forms };
}

/**
 * The query with its short forms and slang written out (informal-forms.tsv), unless the words as
 * typed are already a title, with or without their seniority words.
 */
function writtenOut(typed: string[], index: MatchIndex): string[] {
  const expanded = expandEnglish(typed);
  if (compactKey(expanded) === compactKey(typed)) return typed;
  if (lookup(typed, index)) return typed;
  const plain = splitEnglishSeniority(typed, false);
  if (plain.core.length < typed.length && lookup(plain.core, index)) return typed;
  return expanded;
}

function matchPart(part: string, index: MatchIndex): EnglishOutcome {
  const words = writtenOut(titleTokens(part), index);
  if (words.length === 0) return outcome('none', words, [], []);
  const plain = splitEnglishSeniority(words, false);
  // "Senior manager" is as vague as "manager"; "marketing intern" is a role, unlike "marketing".
  const isRole = plain.terms.some((t) => ROLE_TERMS.has(t.id));
  if (isVague(words, index) || (!isRole && isVague(plain.core, index))) {
    return outcome('vague', words, plain.core, plain.terms);
  }
  const tryExact = (
    tokens: string[],
    terms: SeniorityTerm[],
    forms: string[][],
    corrected: boolean,
  ) => {
    for (const form of forms) {
      const hit = lookup(form, index);
      if (hit) return outcome('exact', words, tokens, terms, { hit, corrected, matchedForm: form });
    }
    return null;
  };
  const direct =
    tryExact(plain.core, plain.terms, [words, plain.core], false) ??
    (() => {
      const careful = carefulForms(words);
      return tryExact(careful.core, careful.terms, careful.forms, false);
    })();
  if (direct) return direct;
  // Only now: "Principal" and "Lead" are seniority words but also titles of their own.
  const seniorityOnly = onlySeniority(words);
  if (seniorityOnly) return outcome('vague', words, words, seniorityOnly);

  const spelled = correctTokens(plain.core, index.english, KNOWN_WORDS);
  if (spelled.changed) {
    if (!isRole && isVague(spelled.tokens, index)) {
      return outcome('vague', words, spelled.tokens, plain.terms, { corrected: true });
    }
    const careful = carefulForms(spelled.tokens);
    const hit =
      tryExact(spelled.tokens, plain.terms, [spelled.tokens], true) ??
      tryExact(careful.core, [...plain.terms, ...careful.terms], careful.forms, true);
    if (hit) return hit;
  }

  const careful = splitEnglishSeniority(spelled.tokens, true);
  const withWords = fuzzyEnglish(spelled.tokens, index.english, index.officialBonus);
  const withoutCareful =
    careful.core.length < spelled.tokens.length
      ? fuzzyEnglish(careful.core, index.english, index.officialBonus)
      : [];
  const useCareful = (withoutCareful[0]?.similarity ?? 0) > (withWords[0]?.similarity ?? 0);
  const fuzzy = useCareful ? withoutCareful : withWords;
  const extra = { corrected: spelled.changed, unknown: spelled.unknown, fuzzy };
  if (fuzzy.length === 0) return outcome('none', words, spelled.tokens, plain.terms, extra);
  return useCareful
    ? outcome('fuzzy', words, careful.core, [...plain.terms, ...careful.terms], extra)
    : outcome('fuzzy', words, spelled.tokens, plain.terms, extra);
}

const RANK: Record<EnglishOutcome['kind'], number> = { exact: 3, vague: 2, fuzzy: 1, none: 0 };

/** Matches folded English text; a parenthetical's outside wins over its inside when both match. */
export function matchEnglish(folded: string, index: MatchIndex): EnglishOutcome {
  let best: EnglishOutcome | null = null;
  for (const part of queryParts(folded)) {
    const result = matchPart(part, index);
    if (result.kind === 'exact') return result;
    const better =
      !best ||
      RANK[result.kind] > RANK[best.kind] ||
      (result.kind === 'fuzzy' &&
        best.kind === 'fuzzy' &&
        (result.fuzzy[0]?.similarity ?? 0) > (best.fuzzy[0]?.similarity ?? 0));
    if (better) best = result;
  }
  return best ?? outcome('none', [], [], []);
}

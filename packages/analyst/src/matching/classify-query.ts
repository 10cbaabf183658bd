import type {
  TClassifyErrorType,
  TClassifyResult,
  TMatchedOccupation,
} from '@irreplaceable/contracts/analysis/classification';
import { SEARCH, type Language } from '@irreplaceable/contracts/constants';
import { loadKnowledge, type KnowledgeBase } from '../knowledge/load-knowledge';
import { rankCandidates, toMatchedOccupations, type Candidate } from './candidate-ranking';
import { chineseCanonical, englishCanonical, type CanonicalTitles } from './canonical-title';
import { matchChinese } from './chinese-matcher';
import { isInappropriate } from './content-filter';
import type { EditorialTitle } from './editorial';
import { matchEnglish } from './english-matcher';
import { getMatchIndex, type MatchIndex } from './match-index';
import { judgeChinese, judgeEnglish } from './fuzzy-judgement';
import { suggestionFor } from './suggestions';
import { compactKey, foldText, hasHan, isBlank } from './text-normalize';
import { onlyChineseSeniority, onlySeniority } from './seniority';
import {
  chineseVagueExamples,
  englishVagueExamples,
  vagueExamplesOrPopular,
} from './vague-examples';

export type ClassifyResult = TClassifyResult;

/** The de-duplication key of a canonical title; exported beside classifyQuery for its callers. */
export { normalizeTitleKey } from './text-normalize';

/** How far each later editorial reading is below the one before it. */
const EDITORIAL_STEP = 0.05;
/** Fuzzy candidates considered for ranking (the rest are too far behind to matter). */
const FUZZY_POOL = 30;

function error(
  type: TClassifyErrorType,
  language: Language,
  examples: string[] = [],
): ClassifyResult {
  return { kind: 'error', error_type: type, suggestion: suggestionFor(type, language), examples };
}

function job(
  occupations: TMatchedOccupation[],
  canonical: CanonicalTitles,
  matchedBy: string,
  editorial?: EditorialTitle,
): ClassifyResult {
  return {
    kind: 'job',
    canonical_title: canonical.en,
    canonical_title_zh: canonical.zh,
    occupations,
    matched_by: matchedBy,
    ...(editorial ? { editorial_reason: editorial.reason } : {}),
  };
}

function editorialOccupations(entry: EditorialTitle, index: MatchIndex): TMatchedOccupation[] {
  const ranked = entry.codes
    .filter((code) => index.knowledge.byCode.has(code))
    .map((code, i) => ({ code, similarity: 1, bonus: 0, score: 1 - EDITORIAL_STEP * i }));
  return toMatchedOccupations(ranked, index);
}

/** Fuzzy candidates come sorted by similarity; only the best of them can reach the top five. */
function rankedFuzzy(candidates: readonly Candidate[], index: MatchIndex) {
  return rankCandidates(candidates.slice(0, FUZZY_POOL), index);
}

function classifyEnglish(folded: string, language: Language, index: MatchIndex): ClassifyResult {
  const outcome = matchEnglish(folded, index);
  const { hit } = outcome;
  if (outcome.kind === 'vague') {
    const word = outcome.core[outcome.core.length - 1] ?? '';
    const generic = index.genericEn.has(compactKey(outcome.core));
    const drawn = generic ? [] : englishVagueExamples(word, index, language);
    const seniorityOnly = generic ? null : onlySeniority(outcome.words);
    const examples = vagueExamplesOrPopular(drawn, seniorityOnly, language);
    return error('too_vague', language, examples);
  }
  if (outcome.kind === 'exact' && hit?.kind === 'editorial') {
    const occupations = editorialOccupations(hit.entry, index);
    const top = occupations[0]?.code ?? '';
    return job(occupations, englishCanonical(outcome, top, index), 'editorial', hit.entry);
  }
  if (outcome.kind === 'exact' && hit?.kind === 'exact') {
    const best = rankCandidates(hit.candidates, index);
    const matchedBy = outcome.corrected
      ? 'spelling-corrected'
      : hit.official
        ? 'exact-title'
        : 'alternate-title';
    const canonical = englishCanonical(outcome, best[0]?.code ?? '', index);
    return job(toMatchedOccupations(best, index), canonical, matchedBy);
  }
  // Latin-letter titles of Chinese job boards ("HR", "DBA") are among our Chinese aliases.
  const alias = matchChinese(folded, index);
  if (alias.kind === 'exact') return classifyChinese(folded, language, index);
  const verdict = judgeEnglish(outcome, index);
  if (verdict.kind === 'error') {
    const examples =
      verdict.type === 'too_vague'
        ? vagueExamplesOrPopular(
            englishVagueExamples(verdict.word, index, language),
            null,
            language,
          )
        : [];
    return error(verdict.type, language, examples);
  }
  const best = rankedFuzzy(outcome.fuzzy, index);
  const canonical = englishCanonical(outcome, best[0]?.code ?? '', index);
  return job(toMatchedOccupations(best, index), canonical, 'fuzzy');
}

function classifyChinese(folded: string, language: Language, index: MatchIndex): ClassifyResult {
  const outcome = matchChinese(folded, index);
  if (outcome.kind === 'vague') {
    const generic = index.genericZh.has(outcome.core);
    const drawn = generic ? [] : chineseVagueExamples(outcome.core, index, language);
    const seniorityOnly = generic ? null : onlyChineseSeniority(outcome.core);
    const examples = vagueExamplesOrPopular(drawn, seniorityOnly, language);
    return error('too_vague', language, examples);
  }
  if (outcome.editorial) {
    const occupations = editorialOccupations(outcome.editorial, index);
    const top = occupations[0]?.code ?? '';
    return job(occupations, chineseCanonical(outcome, top, index), 'editorial', outcome.editorial);
  }
  if (outcome.kind === 'exact') {
    const best = rankCandidates(outcome.candidates, index);
    const top = best[0]?.code ?? '';
    const ownName = outcome.matched.some((t) => t.kind === 'title' && t.code === top);
    const canonical = chineseCanonical(outcome, top, index);
    return job(toMatchedOccupations(best, index), canonical, ownName ? 'zh-title' : 'zh-alias');
  }
  const verdict = judgeChinese(outcome, index);
  if (verdict.kind === 'error') {
    const examples =
      verdict.type === 'too_vague'
        ? vagueExamplesOrPopular(
            chineseVagueExamples(verdict.word, index, language),
            null,
            language,
          )
        : [];
    return error(verdict.type, language, examples);
  }
  const best = rankedFuzzy(outcome.fuzzy, index);
  const canonical = chineseCanonical(outcome, best[0]?.code ?? '', index);
  return job(toMatchedOccupations(best, index), canonical, 'zh-fuzzy');
}

/**
 * Decides what a search query is: a job (with its canonical title and up to five ranked O*NET
 * occupations) or one of the search errors. Content is checked before anything else; the query is
 * cut to the search length limit as the server does. Queries with Chinese characters go through
 * the Chinese pipeline whatever `language` says; `language` chooses the language of suggestions
 * and examples.
 */
export function classifyQuery(
  query: string,
  language: Language,
  knowledge: KnowledgeBase = loadKnowledge(),
): ClassifyResult {
  const text = query.slice(0, SEARCH.queryMaxLength);
  if (isInappropriate(text)) return error('inappropriate_content', language);
  if (isBlank(text)) return error('empty_query', language);
  const index = getMatchIndex(knowledge);
  const folded = foldText(text);
  return hasHan(folded)
    ? classifyChinese(folded, language, index)
    : classifyEnglish(folded, language, index);
}

import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { buildChineseTitleIndex, type ChineseTitleIndex } from './chinese-title-index';
import { buildDisplayTitles } from './display-title';
import {
  EDITORIAL_TITLES,
  GENERIC_EN,
  GENERIC_ZH,
  VAGUE_EN,
  VAGUE_ZH,
  type EditorialTitle,
} from './editorial';
import { buildEnglishTitleIndex, type EnglishTitleIndex } from './english-title-index';
import { occupationPriors, officialTitleBonus } from './occupation-prior';
import { compactKey, matchTokens, zhKey } from './text-normalize';
import { buildGlossary, buildRareTitleGlossary, type Glossary } from './translate-title';
import { buildWholeJobNames, type WholeJobName } from './whole-job-names';

/** Everything the matcher looks things up in, built once per knowledge base. */
export interface MatchIndex {
  knowledge: KnowledgeBase;
  english: EnglishTitleIndex;
  chinese: ChineseTitleIndex;
  /** Code → log10 of its workers (occupation-prior.ts). */
  priors: Map<string, number>;
  /** Code → a short singular English name. */
  displayTitles: Map<string, string>;
  editorialByCompact: Map<string, EditorialTitle>;
  editorialByZhKey: Map<string, EditorialTitle>;
  vagueEn: Set<string>;
  vagueZh: Set<string>;
  /** The vague words that name no job at all (editorial.ts GENERIC_*). */
  genericEn: Set<string>;
  genericZh: Set<string>;
  glossary: Glossary;
  /** The glossary and the rarer titles' words: writes Chinese when nothing else can. */
  rareTitleGlossary: Glossary;
  /**
   * How much the occupation's official title repeats a matched title's words (acronyms count by
   * their expansion: "CNA" by "Certified Nursing Assistant").
   */
  officialBonus: (titleTokens: readonly string[], code: string) => number;
  /**
   * Chinese key → a rarer whole job name ("蹄铁匠"), read as its English search reads it; Chinese
   * queries look here when no Chinese title matched.
   */
  wholeJobNames: Map<string, WholeJobName>;
  buildMs: number;
}

function build(knowledge: KnowledgeBase): MatchIndex {
  const started = performance.now();
  const editorialByCompact = new Map<string, EditorialTitle>();
  const editorialByZhKey = new Map<string, EditorialTitle>();
  for (const entry of EDITORIAL_TITLES) {
    for (const form of [entry.title, ...entry.en]) {
      editorialByCompact.set(compactKey(matchTokens(form)), entry);
    }
    for (const form of [entry.titleZh, ...entry.zh]) editorialByZhKey.set(zhKey(form), entry);
  }
  const english = buildEnglishTitleIndex(knowledge, EDITORIAL_TITLES);
  const officialTokens = new Map(knowledge.occupations.map((o) => [o.code, matchTokens(o.title)]));
  const rarity = (word: string) =>
    Math.log(1 + english.titles.length / Math.max(1, english.postings.get(word)?.length ?? 0));
  const officialBonus = (titleTokens: readonly string[], code: string) => {
    const expansion =
      titleTokens.length === 1
        ? english.acronyms.get(titleTokens[0] ?? '')?.find((e) => e.code === code)?.expansion
        : undefined;
    const words = expansion ? matchTokens(expansion) : titleTokens;
    return officialTitleBonus(words, officialTokens.get(code) ?? [], rarity);
  };
  const index: MatchIndex = {
    knowledge,
    english,
    chinese: buildChineseTitleIndex(knowledge, EDITORIAL_TITLES),
    priors: occupationPriors(knowledge),
    displayTitles: buildDisplayTitles(knowledge),
    editorialByCompact,
    editorialByZhKey,
    vagueEn: new Set(VAGUE_EN.map((w) => compactKey(matchTokens(w)))),
    vagueZh: new Set(VAGUE_ZH.map(zhKey)),
    genericEn: new Set(GENERIC_EN.map((w) => compactKey(matchTokens(w)))),
    genericZh: new Set(GENERIC_ZH.map(zhKey)),
    glossary: buildGlossary(),
    rareTitleGlossary: buildRareTitleGlossary(),
    officialBonus,
    wholeJobNames: new Map(),
    buildMs: 0,
  };
  // Read with the English matcher, which needs everything above.
  const wholeJobNames = buildWholeJobNames(index);
  return { ...index, wholeJobNames, buildMs: performance.now() - started };
}

const built = new WeakMap<KnowledgeBase, MatchIndex>();

/** The indexes for a knowledge base, built on first use and kept as long as the knowledge base. */
export function getMatchIndex(knowledge: KnowledgeBase): MatchIndex {
  const cached = built.get(knowledge);
  if (cached) return cached;
  const index = build(knowledge);
  built.set(knowledge, index);
  return index;
}

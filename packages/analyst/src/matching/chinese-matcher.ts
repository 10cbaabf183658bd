import { bestPerCode, type Candidate } from './candidate-ranking';
import { zhUnits, type ZhIndexedTitle } from './chinese-title-index';
import type { EditorialTitle } from './editorial';
import { chineseWholeMeaning, doerReading, normalizeChinese } from './informal-forms';
import type { MatchIndex } from './match-index';
import { chineseJobEnding } from './query-signals';
import { onlyChineseSeniority, splitChineseSeniority, type SeniorityTerm } from './seniority';
import { zhKey } from './text-normalize';
import { bigramDice, weightedF } from './weighted-similarity';
import type { WholeJobName } from './whole-job-names';

/**
 * The Chinese pipeline (also for mixed titles such as "Java开发工程师"): editorial table, our Chinese
 * occupation names and aliases (with and without seniority words, and with the usual variants of
 * 开发/工程师), then the rarer whole job names read as their English search (whole-job-names.ts),
 * then partial matching by characters.
 */

export interface ChineseOutcome {
  kind: 'exact' | 'fuzzy' | 'vague' | 'none';
  editorial: EditorialTitle | null;
  /** A rarer whole job name matched; its readings are the candidates. */
  wholeName: WholeJobName | null;
  /** Exact hits: candidates and the titles that matched. */
  candidates: Candidate[];
  matched: ZhIndexedTitle[];
  fuzzy: Candidate[];
  /** Key of the words naming the job (seniority removed). */
  core: string;
  terms: SeniorityTerm[];
}

const LEADING_FILLERS = [
  '我是一名',
  '我是一个',
  '我是个',
  '我是',
  '我的职业是',
  '我的工作是',
  '我从事',
  '职位是',
];
// "开出租的", "送外卖的": the 的 of "the one who…" names the person doing it.
const TRAILING_FILLERS = ['的工作', '岗位', '职位', '工作', '岗', '的'];

export function stripChineseFillers(key: string): string {
  let out = key;
  const lead = LEADING_FILLERS.find((f) => out.startsWith(f) && out.length > f.length + 1);
  if (lead) out = out.slice(lead.length);
  const trail = TRAILING_FILLERS.find((f) => out.endsWith(f) && out.length > f.length + 1);
  if (trail) out = out.slice(0, -trail.length);
  return out;
}

/** 开发 and 开发工程师 and 工程师 name the same developer job on Chinese job boards. */
function variants(core: string): string[] {
  const out: string[] = [];
  if (core.endsWith('开发工程师')) out.push(core.slice(0, -3), `${core.slice(0, -5)}工程师`);
  else if (core.endsWith('开发')) out.push(`${core}工程师`);
  else if (core.endsWith('工程师')) out.push(`${core.slice(0, -3)}开发`, core.slice(0, -3));
  if (core.endsWith('人员')) out.push(`${core.slice(0, -2)}员`);
  return out.filter((v) => v.length >= 2);
}

/**
 * The occupation's own Chinese name counts like an English query that is the occupation's own
 * title (title-flag 0.8 plus the full official-title bonus of 2).
 */
const KIND_BONUS: Record<ZhIndexedTitle['kind'], number> = { editorial: 1, title: 2.8, alias: 0 };

type Hit =
  | { editorial: EditorialTitle }
  | { wholeName: WholeJobName }
  | { candidates: Candidate[]; matched: ZhIndexedTitle[] };

function lookup(key: string, index: MatchIndex): Hit | null {
  const entry = index.editorialByZhKey.get(key);
  if (entry) return { editorial: entry };
  const ids = index.chinese.byKey.get(key);
  if (!ids) return null;
  const matched = ids.map((id) => index.chinese.titles[id]).filter((t) => t !== undefined);
  const candidates = matched.map((t) => ({
    code: t.code,
    similarity: 1,
    bonus: KIND_BONUS[t.kind],
  }));
  return { candidates, matched };
}

/** Only when no Chinese title matched, so the names the index already has keep their meaning. */
function lookupWholeName(key: string, index: MatchIndex): Hit | null {
  const name = index.wholeJobNames.get(key);
  if (!name) return null;
  return name.editorial ? { editorial: name.editorial } : { wholeName: name };
}

const HEAD_FACTOR_OTHER = 0.85;
/**
 * Share of the qualifier (by rarity) a title must contain to be about the same kind of work,
 * unless it shares two of its characters ("健身私教" and 健身教练 share 健身).
 */
const ANCHOR_SHARE = 0.5;

function sum(units: readonly string[], weight: (unit: string) => number): number {
  return units.reduce((total, unit) => total + weight(unit), 0);
}

export function fuzzyChinese(core: string, index: MatchIndex): Candidate[] {
  const units = zhUnits(core);
  if (units.length === 0) return [];
  const { titles, postings } = index.chinese;
  const idf = (unit: string) =>
    Math.log(1 + titles.length / Math.max(1, postings.get(unit)?.length ?? 0));
  const ids = new Set<number>();
  for (const unit of units) for (const id of postings.get(unit) ?? []) ids.add(id);
  const head = units[units.length - 1];
  const ending = chineseJobEnding(core) ?? '';
  const qualifier = new Set(zhUnits(core.slice(0, core.length - ending.length)));
  const candidates: Candidate[] = [];
  for (const id of ids) {
    const title = titles[id];
    if (!title) continue;
    const f = weightedF({ query: units, title: title.units, weight: idf });
    const order = bigramDice(units, title.units);
    const headFactor = title.units[title.units.length - 1] === head ? 1 : HEAD_FACTOR_OTHER;
    const similarity = (0.6 * f + 0.4 * order) * headFactor;
    if (similarity > 0) {
      const shared = [...qualifier].filter((u) => title.units.includes(u));
      const anchored =
        shared.length >= 2 || sum(shared, idf) >= ANCHOR_SHARE * sum([...qualifier], idf);
      candidates.push({ code: title.code, similarity, bonus: KIND_BONUS[title.kind], anchored });
    }
  }
  // An occupation is about the qualifier when any of its titles is ("私教" is not, 健身教练 is).
  const anchoredCodes = new Set(candidates.filter((c) => c.anchored).map((c) => c.code));
  return bestPerCode(candidates)
    .map((c) => ({ ...c, anchored: anchoredCodes.has(c.code) }))
    .sort((a, b) => b.similarity - a.similarity);
}

function result(
  kind: ChineseOutcome['kind'],
  core: string,
  terms: SeniorityTerm[],
  hit: Hit | null = null,
  fuzzy: Candidate[] = [],
): ChineseOutcome {
  const editorial = hit && 'editorial' in hit ? hit.editorial : null;
  const wholeName = hit && 'wholeName' in hit ? hit.wholeName : null;
  const exact = hit && 'candidates' in hit ? hit : null;
  return {
    kind,
    editorial,
    wholeName,
    candidates: exact?.candidates ?? wholeName?.candidates ?? [],
    matched: exact?.matched ?? [],
    fuzzy,
    core,
    terms,
  };
}

function isKnownName(key: string, index: MatchIndex): boolean {
  return (
    index.chinese.byKey.has(key) || index.editorialByZhKey.has(key) || index.wholeJobNames.has(key)
  );
}

/** Nicknames, typos and traditional characters put right (informal-forms.tsv), unless known. */
function writtenOut(key: string, index: MatchIndex, doer: boolean): string {
  if (isKnownName(key, index)) return key;
  // A verb reading counts only when it is a name we know: "开心的" is no 心司机.
  const reading = doer ? doerReading(key) : null;
  const named = reading === null ? null : normalizeChinese(reading);
  return named !== null && isKnownName(named, index) ? named : normalizeChinese(key);
}

/** "理发" in 理发学徒: a nickname is what remains once the seniority word is gone. */
function meaning(core: string, index: MatchIndex): string {
  return isKnownName(core, index) ? core : chineseWholeMeaning(core);
}

export function matchChinese(text: string, index: MatchIndex): ChineseOutcome {
  const typed = zhKey(text);
  const stripped = stripChineseFillers(typed);
  // "修空调的": the one who repairs air conditioners.
  const doer = typed.endsWith('的') && !stripped.endsWith('的');
  const key = writtenOut(stripped, index, doer);
  const plain = splitChineseSeniority(key, false);
  const plainCore = meaning(plain.core[0] ?? key, index);
  const seniorityOnly = onlyChineseSeniority(key);
  if (seniorityOnly) return result('vague', key, seniorityOnly);
  if (index.vagueZh.has(key) || index.vagueZh.has(plainCore)) {
    return result('vague', plainCore, plain.terms);
  }
  const careful = splitChineseSeniority(plainCore, true);
  const carefulCore = careful.core[0] ?? plainCore;
  const attempts: [string, SeniorityTerm[]][] = [
    [key, []],
    [plainCore, plain.terms],
    [meaning(carefulCore, index), [...plain.terms, ...careful.terms]],
    ...variants(plainCore).map((v): [string, SeniorityTerm[]] => [v, plain.terms]),
  ];
  for (const find of [lookup, lookupWholeName]) {
    for (const [form, terms] of attempts) {
      const hit = find(form, index);
      // Report the core without seniority even when the whole phrase is itself a known title.
      if (hit)
        return result(
          'exact',
          form === key ? plainCore : form,
          form === key ? plain.terms : terms,
          hit,
        );
    }
  }
  const fuzzy = fuzzyChinese(plainCore, index);
  return result(fuzzy.length > 0 ? 'fuzzy' : 'none', plainCore, plain.terms, null, fuzzy);
}

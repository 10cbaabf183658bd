import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { EditorialTitle } from './editorial';
import { zhKey } from './text-normalize';

export interface ZhIndexedTitle {
  code: string;
  /** As written (our Chinese title or alias), e.g. "Java开发工程师". */
  text: string;
  key: string;
  units: string[];
  /** `title` = the occupation's Chinese name; `alias` = one of our aliases; `editorial`. */
  kind: 'title' | 'alias' | 'editorial';
}

export interface ChineseTitleIndex {
  titles: ZhIndexedTitle[];
  byKey: Map<string, number[]>;
  postings: Map<string, number[]>;
  /** Keys of the names and job-board aliases of China's occupational classification (CSCO 2022). */
  cscoNames: Set<string>;
  /** Latin words used inside Chinese titles ("java", "ui", "sre"): kept as they are in translation. */
  latinWords: Set<string>;
  /** Every ending of two or more characters of a title key, shorter than the key ("侦探" of 私家侦探). */
  suffixes: Set<string>;
}

/** A Chinese key as comparable units: each Chinese character, and each Latin word or number. */
export function zhUnits(key: string): string[] {
  return key.match(/[a-z0-9+#]+|./gu) ?? [];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildChineseTitleIndex(
  knowledge: KnowledgeBase,
  editorial: readonly EditorialTitle[],
): ChineseTitleIndex {
  const titles: ZhIndexedTitle[] = [];
  const add = (code: string, text: string, kind: ZhIndexedTitle['kind']) => {
    const key = zhKey(text);
    if (key) titles.push({ code, text, key, units: zhUnits(key), kind });
  };
  for (const occupation of knowledge.occupations) {
    if (occupation.titleZh) add(occupation.code, occupation.titleZh, 'title');
  }
  for (const entry of knowledge.titles) {
    for (const alias of entry.zh) add(entry.code, alias, 'alias');
  }
  for (const e of editorial) {
    for (const form of [e.titleZh, ...e.zh]) add(e.codes[0] ?? '', form, 'editorial');
  }
  const byKey = new Map<string, number[]>();
  const postings = new Map<string, number[]>();
  const latinWords = new Set<string>();
  const suffixes = new Set<string>();
  titles.forEach((title, at) => {
    push(byKey, title.key, at);
    for (let from = 1; from <= title.key.length - 2; from++) suffixes.add(title.key.slice(from));
    for (const unit of new Set(title.units)) {
      push(postings, unit, at);
      if (/^[a-z][a-z0-9+#]*$/.test(unit)) latinWords.add(unit);
    }
  });
  const cscoNames = new Set<string>();
  for (const entry of knowledge.csco) {
    cscoNames.add(zhKey(entry.name));
    for (const alias of entry.aliases) cscoNames.add(zhKey(alias));
  }
  return { titles, byKey, postings, cscoNames, latinWords, suffixes };
}

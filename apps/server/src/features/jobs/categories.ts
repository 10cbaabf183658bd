import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';

/** Our product categories with their names, from the knowledge base (loaded once). */
let names: ReadonlyMap<string, { en: string; zh: string }> | undefined;

export function categoryNames(): ReadonlyMap<string, { en: string; zh: string }> {
  names ??= new Map(loadKnowledge().categories.map((c) => [c.id, { en: c.en, zh: c.zh }]));
  return names;
}

/** The categories whose English or Chinese name contains the search text. */
export function categoriesMatching(search: string): string[] {
  const needle = search.toLowerCase();
  return loadKnowledge()
    .categories.filter((c) => c.en.toLowerCase().includes(needle) || c.zh.includes(search))
    .map((c) => c.id);
}

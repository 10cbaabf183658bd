import type {
  CategoryId,
  CategoryRecord,
  IwaRecord,
  MajorGroupRecord,
  OccupationRecord,
  OccupationTitles,
} from './types';

export interface KnowledgeIndexes {
  byCode: ReadonlyMap<string, OccupationRecord>;
  byMajorGroup: ReadonlyMap<string, readonly OccupationRecord[]>;
  byCategory: ReadonlyMap<CategoryId, readonly OccupationRecord[]>;
  /** O*NET codes that share one BLS occupation, and so share its employment and wage figures. */
  byNemCode: ReadonlyMap<string, readonly OccupationRecord[]>;
  titlesByCode: ReadonlyMap<string, OccupationTitles>;
  iwaById: ReadonlyMap<string, IwaRecord>;
  categoryById: ReadonlyMap<CategoryId, CategoryRecord>;
  majorGroupByCode: ReadonlyMap<string, MajorGroupRecord>;
}

function groupBy<K, T>(items: readonly T[], key: (item: T) => K | null): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function buildIndexes(input: {
  occupations: readonly OccupationRecord[];
  titles: readonly OccupationTitles[];
  iwas: readonly IwaRecord[];
  categories: readonly CategoryRecord[];
  majorGroups: readonly MajorGroupRecord[];
}): KnowledgeIndexes {
  return {
    byCode: new Map(input.occupations.map((o) => [o.code, o])),
    byMajorGroup: groupBy(input.occupations, (o) => o.majorGroup),
    byCategory: groupBy(input.occupations, (o) => o.category),
    byNemCode: groupBy(input.occupations, (o) => o.projections?.nem ?? null),
    titlesByCode: new Map(input.titles.map((t) => [t.code, t])),
    iwaById: new Map(input.iwas.map((i) => [i.id, i])),
    categoryById: new Map(input.categories.map((c) => [c.id, c])),
    majorGroupByCode: new Map(input.majorGroups.map((g) => [g.code, g])),
  };
}

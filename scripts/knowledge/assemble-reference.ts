import type {
  CategoriesFile,
  IwaRecord,
  MicrosoftIwaMetrics,
  OccupationRecord,
} from '../../packages/analyst/src/knowledge/types';
import { CATEGORIES, MAJOR_GROUPS_ZH } from './categories';
import { compareText } from './codes';
import type { Sources } from './load-sources';
import { round4 } from './numbers';

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function roundMetrics(m: MicrosoftIwaMetrics): MicrosoftIwaMetrics {
  const r = (value: number | null): number | null => (value === null ? null : round4(value));
  return {
    shareUser: r(m.shareUser),
    shareAi: r(m.shareAi),
    completionUser: r(m.completionUser),
    completionAi: r(m.completionAi),
    scopeUser: r(m.scopeUser),
    scopeAi: r(m.scopeAi),
    feedbackUser: r(m.feedbackUser),
    feedbackAi: r(m.feedbackAi),
    impactUser: r(m.impactUser),
    impactAi: r(m.impactAi),
  };
}

/** The IWA table: names once, Microsoft's per-IWA figures, and how many occupations reach each. */
export function assembleIwas(s: Sources, occupations: readonly OccupationRecord[]): IwaRecord[] {
  const reach = countBy(
    occupations.flatMap((o) => o.iwas),
    (iwa) => iwa.id,
  );
  return [...s.iwas]
    .sort((a, b) => compareText(a.id, b.id))
    .map((iwa) => {
      const metrics = s.microsoftIwas.get(iwa.id);
      return {
        id: iwa.id,
        name: iwa.name,
        nameZh: s.editorial.iwasZh.get(iwa.id) ?? null,
        gwa: iwa.gwa,
        gwaName: iwa.gwaName,
        occupations: reach.get(iwa.id) ?? 0,
        microsoft: metrics ? roundMetrics(metrics) : null,
      };
    });
}

export function assembleCategories(
  s: Sources,
  occupations: readonly OccupationRecord[],
): CategoriesFile {
  const byCategory = countBy(occupations, (o) => o.category);
  const byMajor = countBy(occupations, (o) => o.majorGroup);
  const majorGroups = [...s.structure.majorGroups].sort(([a], [b]) => compareText(a, b));
  return {
    categories: CATEGORIES.map((c) => ({ ...c, occupations: byCategory.get(c.id) ?? 0 })),
    majorGroups: majorGroups.map(([code, en]) => {
      const zh = MAJOR_GROUPS_ZH[code];
      if (!zh) throw new Error(`No Chinese name for major group ${code}`);
      return { code, en, zh, occupations: byMajor.get(code) ?? 0 };
    }),
    minorGroups: [...s.structure.minorGroups]
      .sort(([a], [b]) => compareText(a, b))
      .map(([code, en]) => ({ code, en })),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TChinaNationalAverage,
  TChinaWageLevel,
  TChinaWages,
} from '@irreplaceable/contracts/jobs/china-wages';
import type {
  ChinaWageLevel,
  ChinaWageRelease,
  ChinaWagesFile,
  CscoLinkMatch,
} from '../knowledge/china-wage-types';
import { KNOWLEDGE_DATA_DIR } from '../knowledge/load-knowledge';

/** china-wages.json with its wage levels indexed by the O*NET occupations our links reach. */
export interface ChinaWagesBase {
  file: ChinaWagesFile;
  releases: ReadonlyMap<string, ChinaWageRelease>;
  /** O*NET code → each level that reaches it, with how its CSCO occupation relates. */
  byOccupation: ReadonlyMap<string, { level: ChinaWageLevel; match: CscoLinkMatch }[]>;
}

function index(file: ChinaWagesFile): ChinaWagesBase {
  const byOccupation = new Map<string, { level: ChinaWageLevel; match: CscoLinkMatch }[]>();
  for (const level of file.levels) {
    for (const link of file.links) {
      if (link.csco !== level.csco) continue;
      for (const code of link.onet) {
        byOccupation.set(code, [...(byOccupation.get(code) ?? []), { level, match: link.match }]);
      }
    }
  }
  return { file, releases: new Map(file.releases.map((r) => [r.id, r])), byOccupation };
}

const loaded = new Map<string, ChinaWagesBase>();

/** Loads china-wages.json once per directory, on first use. */
export function loadChinaWages(dataDir: string = KNOWLEDGE_DATA_DIR): ChinaWagesBase {
  const key = path.resolve(dataDir);
  const cached = loaded.get(key);
  if (cached) return cached;
  const text = fs.readFileSync(path.join(key, 'china-wages.json'), 'utf8');
  const base = index(JSON.parse(text) as ChinaWagesFile);
  loaded.set(key, base);
  return base;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const MATCH_ORDER: Record<CscoLinkMatch, number> = { same: 0, narrower: 1, group: 2 };
const SCOPE_ORDER = { province: 0, city: 1, area: 2 } as const;

/**
 * The levels that cover an occupation: the same work first, then specialties, then broader
 * groups; within each, provinces before cities, newer before older, then by region.
 */
export function chinaWageLevels(
  base: ChinaWagesBase,
  code: string,
  language: Language,
): TChinaWageLevel[] {
  const found = (base.byOccupation.get(code) ?? []).flatMap(({ level, match }) => {
    const release = base.releases.get(level.release);
    const { csco, cscoName } = level;
    if (!release || csco === null || cscoName === null) return [];
    return [{ level, csco, cscoName, match, release }];
  });
  found.sort(
    (a, b) =>
      MATCH_ORDER[a.match] - MATCH_ORDER[b.match] ||
      SCOPE_ORDER[a.release.scope] - SCOPE_ORDER[b.release.scope] ||
      b.release.year - a.release.year ||
      byCodePoint(a.release.id, b.release.id) ||
      byCodePoint(a.level.name, b.level.name),
  );
  return found.map(({ level, csco, cscoName, match, release }) => ({
    region: language === 'zh' ? release.region : release.regionEn,
    region_scope: release.scope,
    release: `${release.publisher}《${release.title}》`,
    year: release.year,
    csco_code: csco,
    csco_name: cscoName,
    match,
    p25: level.p25,
    p50: level.p50,
    p75: level.p75,
  }));
}

const NBS_SOURCE = {
  en: (year: number) =>
    `National Bureau of Statistics of China: average annual wage of employed persons in urban units, ${year}`,
  zh: (year: number) => `国家统计局：${year}年城镇单位就业人员年平均工资`,
} as const;

/** The latest year with both the non-private and the private series, as yearly and monthly figures. */
export function nationalAverage(
  base: ChinaWagesBase,
  language: Language,
): TChinaNationalAverage | null {
  const latest = base.file.national
    .filter((entry) => entry.nonPrivate !== null && entry.private !== null)
    .at(-1);
  if (!latest) return null;
  const monthly = (annual: number | null) => (annual === null ? null : Math.round(annual / 12));
  return {
    year: latest.year,
    non_private_annual: latest.nonPrivate,
    private_annual: latest.private,
    non_private_monthly: monthly(latest.nonPrivate),
    private_monthly: monthly(latest.private),
    source: NBS_SOURCE[language](latest.year),
  };
}

/** What a job page shows about pay in China for its occupation. */
export function chinaWagesFor(base: ChinaWagesBase, code: string, language: Language): TChinaWages {
  const levels = chinaWageLevels(base, code, language);
  return {
    status: levels.length > 0 ? 'covered' : 'none',
    levels,
    national_average: nationalAverage(base, language),
  };
}

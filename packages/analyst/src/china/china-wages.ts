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
import { listEn, listZh } from '../writing/format';
import type { ChinaPlace } from './china-places';

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

type Covering = {
  level: ChinaWageLevel;
  csco: string;
  cscoName: string;
  match: CscoLinkMatch;
  release: ChinaWageRelease;
};

/**
 * The levels that cover an occupation: the same work first, then specialties, then broader
 * groups; within each, provinces before cities, newer before older, then by region.
 */
function covering(base: ChinaWagesBase, code: string): Covering[] {
  const found = (base.byOccupation.get(code) ?? []).flatMap(({ level, match }) => {
    const release = base.releases.get(level.release);
    const { csco, cscoName } = level;
    if (!release || csco === null || cscoName === null) return [];
    return [{ level, csco, cscoName, match, release }];
  });
  return found.sort(
    (a, b) =>
      MATCH_ORDER[a.match] - MATCH_ORDER[b.match] ||
      SCOPE_ORDER[a.release.scope] - SCOPE_ORDER[b.release.scope] ||
      b.release.year - a.release.year ||
      byCodePoint(a.release.id, b.release.id) ||
      byCodePoint(a.level.name, b.level.name),
  );
}

function worded(found: Covering[], language: Language): TChinaWageLevel[] {
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

/** Every level that covers an occupation, in the order of `covering`. */
export function chinaWageLevels(
  base: ChinaWagesBase,
  code: string,
  language: Language,
): TChinaWageLevel[] {
  return worded(covering(base, code), language);
}

/** A region as the releases name it in English when one does ("Dongguan city"), else as written. */
function regionName(base: ChinaWagesBase, region: string, language: Language): string {
  if (language === 'zh') return region;
  return base.file.releases.find((release) => release.region === region)?.regionEn ?? region;
}

/**
 * The levels for someone working in `place`: their city's when its release has the occupation,
 * else their province's, else every region's with a note saying that none is theirs. Without a
 * place, every region's, as on a job page.
 */
export function chinaWagesAt(
  base: ChinaWagesBase,
  code: string,
  language: Language,
  place: ChinaPlace | null,
): { levels: TChinaWageLevel[]; note: string | null } {
  const found = covering(base, code);
  if (!place || found.length === 0) return { levels: worded(found, language), note: null };
  const inRegion = (scope: ChinaWageRelease['scope'], region: string | null) =>
    found.filter((item) => item.release.scope === scope && item.release.region === region);
  const city = inRegion('city', place.city);
  if (city.length > 0) return { levels: worded(city, language), note: null };
  const province = inRegion('province', place.province);
  if (province.length > 0) return { levels: worded(province, language), note: null };
  const cityName = place.city && place.city !== place.province ? place.city : null;
  const [a, b] = [cityName, place.province].map((r) => r && regionName(base, r, language));
  const levels = worded(found, language);
  const regions = [...new Set(levels.map((level) => level.region))];
  const note =
    language === 'zh'
      ? `${a ? `${a}和${b}都` : b}没有这个职业的工资价位，这里的数字来自${listZh(regions)}。`
      : `No release covers this job in ${a ? `${a} or ${b}` : b}: these figures are from ${listEn(regions)}.`;
  return { levels, note };
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

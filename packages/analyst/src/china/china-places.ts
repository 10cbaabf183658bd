import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHINA_PLACES_PATH = fileURLToPath(
  new URL('./china-city-provinces.tsv', import.meta.url),
);

/** A place in mainland China: a city and its province, or a province alone. */
export interface ChinaPlace {
  city: string | null;
  province: string;
}

type CityLevel = 'municipality' | 'prefecture' | 'county';

export interface ChinaPlaces {
  /** Full names ("东莞市", "广东省") and the short forms a CV writes ("东莞", "广东") to the place. */
  names: Map<string, ChinaPlace>;
  /** Every name, longest first, so "东莞市" is found before "东莞". */
  pattern: RegExp;
}

/** "广东省" → 广东, "广西壮族自治区" → 广西, "东莞市" → 东莞; a name that would be one character stays. */
function shortForm(name: string): string {
  const short = name.replace(/(?:壮族|回族|维吾尔|藏族)?(?:自治区|自治州|省|市|地区|盟)$/u, '');
  return short.length >= 2 ? short : name;
}

export function parseChinaPlaces(tsv: string): ChinaPlaces {
  const names = new Map<string, ChinaPlace>();
  const rows = tsv
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .slice(1)
    .map((line) => line.split('\t') as [string, string, CityLevel]);
  for (const [, province] of rows) {
    names.set(province, { city: null, province });
    names.set(shortForm(province), { city: null, province });
  }
  for (const [city, province, level] of rows) {
    const place = { city, province };
    names.set(city, place);
    // A county-level city's short name is too often a word ("合作", "东方"): only its full name.
    if (level !== 'county' && !names.has(shortForm(city))) names.set(shortForm(city), place);
  }
  const alternatives = [...names.keys()].sort((a, b) => b.length - a.length);
  return { names, pattern: new RegExp(alternatives.join('|'), 'u') };
}

let loaded: ChinaPlaces | null = null;

/** The city-to-province table, read once. */
export function loadChinaPlaces(): ChinaPlaces {
  loaded ??= parseChinaPlaces(fs.readFileSync(CHINA_PLACES_PATH, 'utf8'));
  return loaded;
}

/**
 * The first place in mainland China that one of the texts names, in the order given; a city is
 * preferred to a province named earlier ("广东东莞" is 东莞市).
 */
export function findChinaPlace(
  texts: readonly string[],
  places = loadChinaPlaces(),
): ChinaPlace | null {
  for (const text of texts) {
    const global = new RegExp(places.pattern.source, 'gu');
    let provinceOnly: ChinaPlace | null = null;
    for (const match of text.matchAll(global)) {
      const place = places.names.get(match[0])!;
      if (place.city) return place;
      provinceOnly ??= place;
    }
    if (provinceOnly) return provinceOnly;
  }
  return null;
}

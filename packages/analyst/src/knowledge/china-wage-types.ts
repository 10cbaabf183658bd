/**
 * china-wages.json: occupation wage levels from Chinese provincial and city wage-level releases
 * (人力资源市场工资价位), joined to CSCO 2022 codes by name and to O*NET occupations through our
 * reviewed links, with the NBS national average urban wage. Written by scripts/knowledge (rules
 * CW1–CW5 in MAPPING.md). Figures are yuan; wage levels per month, averages per year.
 */

export type ChinaRegionScope = 'province' | 'city' | 'area';

export interface ChinaWageRelease {
  id: string;
  /** The region the release surveys (a provincial release is its province, not its capital). */
  region: string;
  regionEn: string;
  scope: ChinaRegionScope;
  publisher: string;
  title: string;
  /** The year the wages refer to. */
  year: number;
  /** Why the whole release is left out, or null. */
  fault: { en: string; zh: string } | null;
  rowsRead: number;
  rowsUsed: number;
}

/** One usable row: monthly yuan; P25/P75 are null where a release gives only the median. */
export interface ChinaWageLevel {
  release: string;
  /** The occupation name as the release gives it. */
  name: string;
  /** The CSCO 2022 code the name matches exactly (after normalising), or null. */
  csco: string | null;
  cscoName: string | null;
  /** CSCO level: 1 大类, 2 中类, 3 小类, 4 细类. */
  cscoLevel: number | null;
  p25: number | null;
  p50: number;
  p75: number | null;
}

/**
 * same: the same work; narrower: the CSCO occupation is a specialty inside the O*NET one;
 * group: the CSCO code is a broader group that includes the O*NET occupation.
 */
export type CscoLinkMatch = 'same' | 'narrower' | 'group';

export interface CscoOnetLink {
  csco: string;
  onet: string[];
  match: CscoLinkMatch;
}

export type ChinaWageExclusionReason =
  'release-fault' | 'no-median' | 'percentiles-out-of-order' | 'below-floor' | 'duplicate';

/** A row the build left out. Its figures are not written anywhere. */
export interface ChinaWageExclusion {
  release: string;
  name: string;
  reason: ChinaWageExclusionReason;
}

export type ChinaUnlinkedReason = 'no-csco-name' | 'ambiguous-name' | 'broad-group' | 'no-link';

/** A usable row that reaches no O*NET occupation, and why. */
export interface ChinaWageUnlinked {
  release: string;
  name: string;
  csco: string | null;
  reason: ChinaUnlinkedReason;
}

/** NBS average annual wage of urban employees, yuan; null where a series has no figure that year. */
export interface NationalAverageWage {
  year: number;
  nonPrivate: number | null;
  private: number | null;
  scaleAboveEnterprise: number | null;
}

export interface ChinaWagesFile {
  releases: ChinaWageRelease[];
  national: NationalAverageWage[];
  levels: ChinaWageLevel[];
  links: CscoOnetLink[];
  exclusions: ChinaWageExclusion[];
  unlinked: ChinaWageUnlinked[];
  coverage: ChinaWageCoverage;
}

/** Row and occupation counts of one build (a type, not an interface, so it reads as a record). */
export type ChinaWageCoverage = {
  rowsRead: number;
  rowsExcluded: number;
  rowsUsed: number;
  rowsWithCsco: number;
  rowsLinked: number;
  cscoCodesLinked: number;
  occupationsCovered: number;
};

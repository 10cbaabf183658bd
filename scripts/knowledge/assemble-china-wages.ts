import type {
  ChinaUnlinkedReason,
  ChinaWageExclusion,
  ChinaWageExclusionReason,
  ChinaWageLevel,
  ChinaWageRelease,
  ChinaWagesFile,
  ChinaWageUnlinked,
  NationalAverageWage,
} from '../../packages/analyst/src/knowledge/china-wage-types';
import type { CscoEntry } from '../../packages/analyst/src/knowledge/types';
import { compareText } from './codes';
import {
  readCscoLinks,
  readNameFixes,
  readReleases,
  type ReleaseLine,
} from './sources/china-wage-editorial';
import { readNationalAverages, readWageLevels, type WageLevelLine } from './sources/china-wages';
import { splitFlags } from './sources/csco';
import type { EditorialIssues } from './sources/editorial';

/** CW3: a median under this share of the year's national private-sector average monthly wage. */
const FLOOR_SHARE_OF_PRIVATE_AVERAGE = 1 / 3;

/** Control characters: the staged copy has a few where the release had an enumeration comma. */
const withoutControls = (name: string) => name.replace(/\p{Cc}/gu, '');

/** CW2: the name as published, without footnote stars and the S/L flags (数字/绿色职业). */
export function normaliseOccupationName(name: string): string {
  return splitFlags(withoutControls(name).trim().replace(/\*+$/, '')).name;
}

/** How names are compared: also without spaces and the enumeration comma (新闻出版、文化 = 新闻出版文化). */
const nameKey = (name: string) => name.replace(/[\s、]/g, '');

/** CW3 in order: a faulty release, no median, a median under the floor, percentiles out of order. */
export function exclusionReason(
  line: Pick<WageLevelLine, 'p25' | 'p50' | 'p75'>,
  release: Pick<ReleaseLine, 'fault'>,
  floor: number,
): ChinaWageExclusionReason | null {
  const { p25, p50, p75 } = line;
  if (release.fault !== null) return 'release-fault';
  if (p50 === null) return 'no-median';
  if (p50 < floor) return 'below-floor';
  if ((p25 !== null && p25 > p50) || (p75 !== null && p50 > p75)) {
    return 'percentiles-out-of-order';
  }
  return null;
}

/** CW3: the monthly floor per year, from the NBS private-sector average. */
export function monthlyFloors(national: readonly NationalAverageWage[]): Map<number, number> {
  return new Map(
    national.flatMap((entry) =>
      entry.private === null
        ? []
        : [[entry.year, Math.round((entry.private / 12) * FLOOR_SHARE_OF_PRIVATE_AVERAGE)]],
    ),
  );
}

function cscoIndex(csco: readonly CscoEntry[]): Map<string, CscoEntry[]> {
  const byName = new Map<string, CscoEntry[]>();
  for (const entry of csco) {
    const key = nameKey(entry.name);
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  return byName;
}

function unlinkedReason(
  matches: readonly CscoEntry[],
  linked: ReadonlySet<string>,
): ChinaUnlinkedReason | null {
  const [entry] = matches;
  if (!entry) return 'no-csco-name';
  if (matches.length > 1) return 'ambiguous-name';
  if (linked.has(entry.code)) return null;
  return entry.level <= 2 ? 'broad-group' : 'no-link';
}

/**
 * Rules CW1–CW5 (MAPPING.md): the usable wage-level rows with their CSCO codes, our links to
 * O*NET, the rows left out with their reasons, and the NBS national averages.
 */
export function assembleChinaWages(
  sourceDir: string,
  editorialDir: string,
  known: { csco: readonly CscoEntry[]; isOnet: (code: string) => boolean },
  issues: EditorialIssues,
): ChinaWagesFile {
  const releases = readReleases(editorialDir, issues);
  const national = readNationalAverages(sourceDir);
  const floors = monthlyFloors(national);
  const byName = cscoIndex(known.csco);
  const cscoCodes = new Set(known.csco.map((entry) => entry.code));
  const links = readCscoLinks(editorialDir, (c) => cscoCodes.has(c), known.isOnet, issues);
  const linked = new Set(links.map((link) => link.csco));
  const cscoByCode = new Map(known.csco.map((entry) => [entry.code, entry]));
  const fixes = readNameFixes(editorialDir, (c) => cscoCodes.has(c), issues);
  const cscoFor = (name: string): CscoEntry[] => {
    const fixed = cscoByCode.get(fixes.get(name) ?? '');
    return fixed ? [fixed] : (byName.get(nameKey(name)) ?? []);
  };

  const levels: ChinaWageLevel[] = [];
  const exclusions: ChinaWageExclusion[] = [];
  const unlinked: ChinaWageUnlinked[] = [];
  const counts = new Map<string, { read: number; used: number }>();
  const seen = new Set<string>();
  for (const line of readWageLevels(sourceDir)) {
    const release = releases.get(line.source);
    if (!release) throw new Error(`No release in the editorial table for "${line.source}"`);
    const floor = floors.get(release.year);
    if (floor === undefined) throw new Error(`No NBS private-sector average for ${release.year}`);
    const count = counts.get(release.id) ?? { read: 0, used: 0 };
    counts.set(release.id, count);
    count.read += 1;
    const name = normaliseOccupationName(line.occupation);
    const identity = [release.id, nameKey(name), line.p25, line.p50, line.p75].join('|');
    const reason =
      exclusionReason(line, release, floor) ?? (seen.has(identity) ? 'duplicate' : null);
    // A row without a median already has its reason; the second test is for the type checker.
    if (reason !== null || line.p50 === null) {
      exclusions.push({ release: release.id, name, reason: reason ?? 'no-median' });
      continue;
    }
    seen.add(identity);
    count.used += 1;
    const matches = cscoFor(name);
    const csco = matches.length === 1 ? matches[0] : undefined;
    levels.push({
      release: release.id,
      name,
      csco: csco?.code ?? null,
      cscoName: csco?.name ?? null,
      cscoLevel: csco?.level ?? null,
      p25: line.p25,
      p50: line.p50,
      p75: line.p75,
    });
    const why = unlinkedReason(matches, linked);
    if (why) unlinked.push({ release: release.id, name, csco: csco?.code ?? null, reason: why });
  }

  const releaseRecords: ChinaWageRelease[] = [...releases.values()]
    .map((release) => ({
      ...release,
      rowsRead: counts.get(release.id)?.read ?? 0,
      rowsUsed: counts.get(release.id)?.used ?? 0,
    }))
    .sort((a, b) => compareText(a.id, b.id));
  const byRelease = (a: { release: string; name: string }, b: { release: string; name: string }) =>
    compareText(a.release, b.release) || compareText(a.name, b.name);
  const linkedCodes = new Set(links.map((link) => link.csco));
  const reached = new Set(
    levels.flatMap((level) =>
      links.filter((link) => link.csco === level.csco).flatMap((link) => link.onet),
    ),
  );
  return {
    releases: releaseRecords,
    national,
    levels: levels.sort(byRelease),
    links: links.sort((a, b) => compareText(a.csco, b.csco) || compareText(a.match, b.match)),
    exclusions: exclusions.sort(byRelease),
    unlinked: unlinked.sort(byRelease),
    coverage: {
      rowsRead: releaseRecords.reduce((sum, release) => sum + release.rowsRead, 0),
      rowsExcluded: exclusions.length,
      rowsUsed: levels.length,
      rowsWithCsco: levels.filter((level) => level.csco !== null).length,
      rowsLinked: levels.filter((level) => level.csco !== null && linkedCodes.has(level.csco))
        .length,
      cscoCodesLinked: linkedCodes.size,
      occupationsCovered: reached.size,
    },
  };
}

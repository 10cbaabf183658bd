import type { TIndustryChinaSection } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import type { ChinaSection, GbtMatch, GbtRecord } from '../knowledge/industry-types';
import { lineage, type IndustryBase } from './industry-base';

/** NBS re-based its series between 2012 and 2013: figures compare from 2013 on. */
export const CHINA_TREND_FROM = 2013;

/** How much a link says the two codes are the same industry. */
const WEIGHT: Record<GbtMatch, number> = { same: 3, broader: 2, narrower: 2, overlap: 1 };

function sectionOf(record: GbtRecord, base: IndustryBase): string {
  let current: GbtRecord | undefined = record;
  while (current && current.level > 1)
    current = current.parent ? base.gbt.get(current.parent) : undefined;
  return current?.code ?? record.code;
}

const indexes = new WeakMap<IndustryBase, Map<string, { gbt: GbtRecord; match: GbtMatch }[]>>();

/** NAICS code → the GB/T codes our links tie to it. */
function linksByNaics(base: IndustryBase) {
  let index = indexes.get(base);
  if (index) return index;
  index = new Map();
  for (const gbt of base.file.gbt) {
    for (const link of gbt.links) {
      const list = index.get(link.naics) ?? [];
      list.push({ gbt, match: link.match });
      index.set(link.naics, list);
    }
  }
  indexes.set(base, index);
  return index;
}

/**
 * The GB/T 4754 section a NAICS code belongs to, through our GB/T ↔ NAICS links: the links of the
 * code itself, else of its nearest ancestor that has some; where they reach several sections, the
 * one the links weigh most for (a `same` link over a partial one), then the first letter.
 */
export function chinaSectionFor(code: string, base: IndustryBase): ChinaSection | null {
  const index = linksByNaics(base);
  for (const record of lineage(base, code)) {
    const links = index.get(record.code);
    if (!links?.length) continue;
    const weights = new Map<string, number>();
    for (const { gbt, match } of links) {
      const section = sectionOf(gbt, base);
      weights.set(section, (weights.get(section) ?? 0) + WEIGHT[match]);
    }
    const [best] = [...weights.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return base.china.sections.find((section) => section.section === best?.[0]) ?? null;
  }
  return null;
}

const valueIn = (series: readonly [number, number][], year: number) =>
  series.find(([y]) => y === year)?.[1] ?? null;

/** The section's latest NBS figures and its employment since the re-basing, for the result. */
export function presentChinaSection(
  code: string,
  base: IndustryBase,
): TIndustryChinaSection | null {
  const section = chinaSectionFor(code, base);
  const latest = section?.employment.at(-1);
  if (!section || !latest) return null;
  const [year, employment] = latest;
  const from = valueIn(section.employment, CHINA_TREND_FROM);
  return {
    gbt_section: section.section,
    name_zh: section.nameZh,
    name_en: section.nameEn,
    year,
    employment_10k: employment,
    trend_from: CHINA_TREND_FROM,
    employment_change_pct:
      from === null ? null : Math.round((1000 * (employment - from)) / from) / 10,
    avg_wage_non_private: valueIn(section.wageNonPrivate, year),
    avg_wage_private: valueIn(section.wagePrivate, year),
    employment_trend: section.employment
      .filter(([y]) => y >= CHINA_TREND_FROM)
      .map(([y, value]) => ({ year: y, employment_10k: value })),
  };
}

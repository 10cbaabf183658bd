import type { TStudyContribution, TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { TRateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import type { OccupationRecord } from '../knowledge/types';
import { PercentileTable } from './percentiles';
import { STUDIES, type StudyDefinition } from './studies';

/** The scale every study is expressed on: GPT-4 β, the share of an occupation's tasks exposed. */
const REFERENCE_STUDY: TStudyId = 'gpts_gpt4_beta';

/**
 * Bumped whenever the weights, the normalisation or the rounding change, so every stored job
 * records which formula produced its numbers.
 */
export const FORMULA_VERSION = 'exposure-2026.1';

/** Weight of each reference study when fewer than two weighted studies cover an occupation. */
export const THIN_COVERAGE_REFERENCE_WEIGHT = 0.1;

export interface OccupationScore {
  aiReplacementRate: number;
  humanIrreplaceability: number;
  contributions: TStudyContribution[];
  /**
   * Studies with a figure for the occupation, weighted or not; 0 exactly when no study the rate
   * is built from covers it (a shown-only study is then not counted).
   */
  studiesAvailable: number;
  /** Weighted studies with a figure; the confidence follows from it. */
  weightedStudiesAvailable: number;
  confidence: 'high' | 'medium' | 'low';
}

export type StudyTables = ReadonlyMap<TStudyId, PercentileTable>;

/** One percentile table per study, over every occupation the study covers. */
export function buildStudyTables(occupations: readonly OccupationRecord[]): StudyTables {
  const tables = new Map<TStudyId, PercentileTable>();
  for (const study of STUDIES) {
    const values = occupations
      .map((occupation) => study.value(occupation))
      .filter((value): value is number => value !== null);
    tables.set(study.id, new PercentileTable(values));
  }
  return tables;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Puts every study on one 0–1 scale: shares as they are, other scales by quantile mapping. */
function normalize(study: StudyDefinition, raw: number, tables: StudyTables): number {
  if (study.scale === 'share') return Math.min(Math.max(raw, 0), 1);
  const percentile = tables.get(study.id)!.percentile(raw);
  return tables.get(REFERENCE_STUDY)!.quantile(percentile);
}

/**
 * The AI replacement rate: the weighted mean of the studies' figures for the occupation on the
 * GPT-4 β scale, over the studies that cover it, times 100. A missing study is left out and the remaining
 * weights are rescaled, rather than guessed; the confidence says how many studies were present.
 * `studies` is only ever other than STUDIES in the evaluation of a candidate weighting.
 */
export function scoreOccupation(
  occupation: OccupationRecord,
  tables: StudyTables,
  studies: readonly StudyDefinition[] = STUDIES,
): OccupationScore {
  const weightedStudies = studies.filter((study) => study.weight > 0).length;
  const weightedPresent = studies.filter(
    (study) => study.weight > 0 && study.value(occupation) !== null,
  ).length;
  // With fewer than two weighted studies, one figure alone would decide the rate, so the
  // reference studies join with a small weight; a shown-only study never does.
  const weightOf = (study: StudyDefinition) =>
    study.isShownOnly
      ? 0
      : study.weight > 0 || weightedPresent >= 2
        ? study.weight
        : THIN_COVERAGE_REFERENCE_WEIGHT;
  let weighted = 0;
  let totalWeight = 0;
  const present: { id: TStudyId; normalized: number; weight: number }[] = [];
  const shown: typeof present = [];
  for (const study of studies) {
    const raw = study.value(occupation);
    if (raw === null) continue;
    const normalized = normalize(study, raw, tables);
    const weight = weightOf(study);
    weighted += weight * normalized;
    totalWeight += weight;
    (study.isShownOnly ? shown : present).push({ id: study.id, normalized, weight });
  }
  // A shown-only figure is placed on the common scale beside a rate; with no rate there is
  // nothing to place it beside, so the page shows its own figure alone.
  const isRated = present.length > 0;
  if (isRated) present.push(...shown);
  // The page's own words need a number to branch on; with no study it is a neutral 50 that
  // never leaves the analyst as a figure (see publishedRate).
  const rate = totalWeight > 0 ? Math.round((100 * weighted) / totalWeight) : 50;
  const contributions = studies.map((study): TStudyContribution => {
    const raw = study.value(occupation);
    const hit = present.find((item) => item.id === study.id);
    return {
      study: study.id,
      raw_value: raw === null ? null : round(raw, 4),
      normalized: hit ? round(hit.normalized, 4) : null,
      weight: hit?.weight ?? study.weight,
      contribution: hit ? round((100 * hit.weight * hit.normalized) / totalWeight, 2) : 0,
      note:
        raw === null
          ? 'not covered by this study'
          : study.isShownOnly
            ? isRated
              ? 'shown for reference, never part of the rate'
              : 'shown for reference; no study the rate is built from covers this occupation'
            : study.weight === 0 && weightOf(study) === 0
              ? 'shown for reference, not weighted'
              : study.weight === 0
                ? 'weighted because few studies cover this occupation'
                : null,
    };
  });
  return {
    aiReplacementRate: rate,
    humanIrreplaceability: 100 - rate,
    contributions,
    studiesAvailable: present.length,
    weightedStudiesAvailable: weightedPresent,
    // All weighted studies: high; one missing: medium; more missing: low.
    confidence:
      weightedPresent >= weightedStudies
        ? 'high'
        : weightedPresent >= weightedStudies - 1
          ? 'medium'
          : 'low',
  };
}

/**
 * The rate and its complement as they may be shown: null, with the reason, when no study covers
 * the occupation, never the neutral number the writing branches on.
 */
export function publishedRate(score: OccupationScore): {
  ai_replacement_rate: number | null;
  human_irreplaceability: number | null;
  rate_unknown_reason: TRateUnknownReason | null;
} {
  const isCovered = score.studiesAvailable > 0;
  return {
    ai_replacement_rate: isCovered ? score.aiReplacementRate : null,
    human_irreplaceability: isCovered ? score.humanIrreplaceability : null,
    rate_unknown_reason: isCovered ? null : 'no_study_coverage',
  };
}

import { loadAiUse, TASKS_SHOWN } from '../ai-use/ai-use';
import { taskAdviceChoices, type TaskAdviceChoices } from '../ai-use/task-advice';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type {
  CategoryRecord,
  MajorGroupRecord,
  OccupationRecord,
  Projections,
  WageStats,
} from '../knowledge/types';
import type { OccupationScore } from '../scoring/formula';
import { rankActivities, type ActivityFacts } from './activity-ranking';
import type { AnalystContext } from './analyst-context';
import { demandIndex, type DemandFigures } from './demand-index';
import { annualWage, type GroupBaseline } from './labor-baselines';
import {
  findSaferOccupations,
  nearestRefusedMove,
  whyNoSaferMove,
  type RefusedMove,
  type NoSaferMoveReason,
  type SaferOccupation,
} from './safer-occupations';
import { readStudies, type StudyReadings } from './study-readings';
import { titleCategory } from './title-category';

/** Bands of the rate, so the writing can choose its phrasing by level. */
export type ExposureBand =
  'none' | 'very-low' | 'low' | 'moderate' | 'elevated' | 'high' | 'very-high';
export type GrowthBand =
  'steep-decline' | 'decline' | 'flat' | 'average' | 'above' | 'fast' | 'boom';
export type OpeningsBand = 'few' | 'typical' | 'many';
export type WageBand = 'low' | 'lower-middle' | 'upper-middle' | 'high' | 'top';
export type SizeBand = 'niche' | 'small' | 'mid' | 'large' | 'very-large';

export interface WageFacts {
  stats: WageStats;
  /** Annual median, or the hourly median × 2,080 when only that is published (for comparing). */
  annual: number;
  /** Share (0–1) of U.S. employment in occupations whose median wage is lower. */
  percentile: number;
  band: WageBand;
}

export interface DemandFacts {
  projections: Projections;
  figures: DemandFigures;
  band: GrowthBand;
  openings: OpeningsBand;
  /** The occupation's category as a whole, for comparison. */
  category: GroupBaseline | null;
}

/** Everything the writing needs about one job, derived once from the figures. */
export interface JobFacts {
  knowledge: KnowledgeBase;
  occupation: OccupationRecord;
  /** The title the person searched for (the matcher's canonical title), in both languages. */
  title: { en: string; zh: string };
  /** True when that title is another name for the occupation the figures belong to. */
  isAlternateTitle: boolean;
  category: CategoryRecord;
  majorGroup: MajorGroupRecord | null;
  score: OccupationScore;
  band: ExposureBand;
  /** Share (0–100) of the covered occupations with a lower rate; null when no study covers it. */
  ratePercentile: number | null;
  categoryRate: number | null;
  studies: StudyReadings;
  activities: ActivityFacts | null;
  demand: DemandFacts | null;
  wage: WageFacts | null;
  employment: { count: number; band: SizeBand } | null;
  /** Other O*NET occupations that share this one's BLS figures. */
  sharesBlsFiguresWith: number;
  safer: SaferOccupation[];
  /** Why `safer` is empty, when it is and a study covers the job; null otherwise. */
  noSaferReason: NoSaferMoveReason | null;
  /** With `none-alike`: the most alike less exposed neighbour, and why it is no move. */
  nearestRefused: RefusedMove | null;
  /** The rate of any occupation a study covers (null otherwise), for comparisons with neighbours. */
  rateOf: (code: string) => number | null;
  /**
   * The tasks of the page's AI-use list the advice may name (Anthropic Economic Index); null when
   * no sample covers the job's tasks.
   */
  taskUse: TaskAdviceChoices | null;
}

export function exposureBand(rate: number, studiesAvailable: number): ExposureBand {
  if (studiesAvailable === 0) return 'none';
  if (rate < 15) return 'very-low';
  if (rate < 25) return 'low';
  if (rate < 38) return 'moderate';
  if (rate < 50) return 'elevated';
  if (rate < 65) return 'high';
  return 'very-high';
}

function growthBand(changePct: number, averagePct: number): GrowthBand {
  if (changePct <= -10) return 'steep-decline';
  if (changePct < -1) return 'decline';
  if (changePct < averagePct - 1.5) return 'flat';
  if (changePct <= averagePct + 1.5) return 'average';
  if (changePct < 10) return 'above';
  if (changePct < 20) return 'fast';
  return 'boom';
}

function openingsBand(ratePct: number, averagePct: number): OpeningsBand {
  if (ratePct < averagePct - 3) return 'few';
  if (ratePct > averagePct + 3) return 'many';
  return 'typical';
}

function wageBand(percentile: number): WageBand {
  if (percentile < 0.25) return 'low';
  if (percentile < 0.5) return 'lower-middle';
  if (percentile < 0.75) return 'upper-middle';
  if (percentile < 0.92) return 'high';
  return 'top';
}

function sizeBand(count: number): SizeBand {
  if (count < 20_000) return 'niche';
  if (count < 100_000) return 'small';
  if (count < 500_000) return 'mid';
  if (count < 1_500_000) return 'large';
  return 'very-large';
}

export function buildJobFacts(
  context: AnalystContext,
  occupation: OccupationRecord,
  title: { en: string; zh: string },
): JobFacts {
  const { knowledge, labor } = context;
  const score = context.scores.get(occupation.code)!;
  const categoryId = titleCategory(title) ?? occupation.category;
  const category = knowledge.categoryById.get(categoryId)!;
  const covered = score.studiesAvailable > 0;
  const safer = covered ? findSaferOccupations(context, occupation, score.aiReplacementRate) : [];
  const projections = occupation.projections;
  const wages = occupation.wages;
  const annual = wages ? annualWage(wages) : null;
  const percentile = annual === null ? null : labor.wagePercentile(annual);
  const employmentCount = wages?.employment ?? projections?.employment2024 ?? null;
  const figures = projections ? demandIndex(projections, labor.all) : null;
  return {
    knowledge,
    occupation,
    title,
    isAlternateTitle: title.en.trim().toLowerCase() !== occupation.title.toLowerCase(),
    category,
    majorGroup: knowledge.majorGroupByCode.get(occupation.majorGroup) ?? null,
    score,
    band: exposureBand(score.aiReplacementRate, score.studiesAvailable),
    ratePercentile: covered
      ? Math.round(100 * context.rates.percentile(score.aiReplacementRate))
      : null,
    categoryRate: context.categoryRates.get(categoryId) ?? null,
    studies: readStudies(score),
    activities: rankActivities(knowledge, occupation),
    demand:
      projections && figures
        ? {
            projections,
            figures,
            band: growthBand(figures.changePct, figures.averageChangePct),
            openings: openingsBand(figures.openingsRatePct, figures.averageOpeningsRatePct),
            category: labor.byCategory.get(categoryId) ?? null,
          }
        : null,
    wage:
      wages && annual !== null && percentile !== null
        ? { stats: wages, annual, percentile, band: wageBand(percentile) }
        : null,
    employment:
      employmentCount === null ? null : { count: employmentCount, band: sizeBand(employmentCount) },
    sharesBlsFiguresWith: projections
      ? (knowledge.byNemCode.get(projections.nem)?.length ?? 1) - 1
      : 0,
    safer,
    noSaferReason:
      covered && safer.length === 0
        ? whyNoSaferMove(context, occupation, score.aiReplacementRate)
        : null,
    nearestRefused:
      covered && safer.length === 0
        ? nearestRefusedMove(context, occupation, score.aiReplacementRate)
        : null,
    rateOf: (code) => {
      const other = context.scores.get(code);
      return other && other.studiesAvailable > 0 ? other.aiReplacementRate : null;
    },
    taskUse: taskAdviceChoices(occupation.code, TASKS_SHOWN, loadAiUse()),
  };
}

import type { Language } from '@irreplaceable/contracts/constants';
import {
  nextRewriteAt,
  type TJobBasis,
  type TJobDetail,
  type TJobListItem,
  type TLlmReview,
} from '@irreplaceable/contracts/jobs/job';
import {
  normalizeAnalystId,
  type TAnalystId,
  type TEngine,
} from '@irreplaceable/contracts/analysis/analysts';
import type { TChinaWages } from '@irreplaceable/contracts/jobs/china-wages';
import type { TDemandIndex } from '@irreplaceable/contracts/analysis/job-analysis';
import { rateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import type { JobBoardRow, JobReviewRow, JobRow } from './repository';
import { evidenceIn } from './occupation-names';
import {
  aiUseByTask,
  exposureTrend,
  withObservedStudy,
} from '@irreplaceable/analyst/ai-use/ai-use';
import { analystContext } from '@irreplaceable/analyst/analysis/analyst-context';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';

const analystOf = (name: string): TAnalystId => normalizeAnalystId(name) ?? 'gpt';

export const jobTitle = (job: Pick<JobRow, 'title' | 'titleZh'>, language: Language) =>
  language === 'zh' ? job.titleZh || job.title : job.title;

/** A stored rate as the API carries it: the figure, or null with the reason. */
export const rateOf = (rate: number | null) => ({
  ai_replacement_rate: rate,
  rate_unknown_reason: rateUnknownReason(rate),
});

/** Pages stored before the reason was recorded have none: a missing score can only mean one. */
function demandIndexOf(index: TDemandIndex): TDemandIndex {
  return {
    ...index,
    unknown_reason: index.unknown_reason ?? (index.score === null ? 'no_projections' : null),
  };
}

export function toListItem(
  job: JobBoardRow,
  language: Language,
  categories: ReadonlyMap<string, { en: string; zh: string }>,
): TJobListItem {
  return {
    id: job.id,
    title: jobTitle(job, language),
    category: categories.get(job.categoryId)?.[language] ?? job.categoryId,
    category_id: job.categoryId,
    ...rateOf(job.aiReplacementRate),
    search_popularity: job.searchPopularity,
    last_refreshed_at: job.lastRefreshedAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    model_name: analystOf(job.modelName),
  };
}

export function toDetail(
  job: JobRow,
  language: Language,
  extras: {
    history: { aiReplacementRate: number | null; formulaVersion: string; recordedAt: Date }[];
    jobIdsByCode: Map<string, number>;
    basis: TJobBasis;
    chinaWages: TChinaWages;
    fallbackRewriteMs: number;
    /** The engines of the page's reviews: a review a model failed to write makes it due sooner. */
    reviewEngines: TEngine[];
    refreshPending: boolean;
  },
): TJobDetail {
  const { analysis } = job;
  const text = analysis.content[language];
  return {
    id: job.id,
    title: jobTitle(job, language),
    category: analysis.category[language],
    category_id: job.categoryId,
    search_popularity: job.searchPopularity,
    ...rateOf(job.aiReplacementRate),
    human_irreplaceability: job.humanIrreplaceability,
    ...text,
    demand_index: demandIndexOf(text.demand_index),
    model_name: analystOf(job.modelName),
    engine: analysis.engine,
    builtin_sections: analysis.builtin_sections?.[language] ?? [],
    evidence: {
      ...evidenceIn(analysis.evidence, language),
      studies: withObservedStudy(
        analysis.evidence.studies,
        analysis.evidence.occupation.code,
        job.aiReplacementRate,
        (rate) => analystContext(loadKnowledge()).rates.percentile(rate),
        language,
      ),
    },
    basis: extras.basis,
    safer_occupations: analysis.safer_occupations.map((safer) => ({
      code: safer.code,
      title: language === 'zh' ? safer.title_zh : safer.title,
      ai_replacement_rate: safer.ai_replacement_rate,
      job_id: extras.jobIdsByCode.get(safer.code) ?? null,
      ...(safer.trade_off ? { trade_off: safer.trade_off } : {}),
    })),
    score_history: extras.history.map((entry) => ({
      ...rateOf(entry.aiReplacementRate),
      formula_version: entry.formulaVersion,
      recorded_at: entry.recordedAt.toISOString(),
    })),
    china_wages: extras.chinaWages,
    ai_use_by_task: aiUseByTask(analysis.evidence.occupation.code, language),
    exposure_trend: exposureTrend(analysis.evidence.occupation.code, language),
    language,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    last_refreshed_at: job.lastRefreshedAt.toISOString(),
    next_refresh_at: nextRewriteAt(
      job.lastRefreshedAt,
      [job.analysis.engine, ...extras.reviewEngines],
      extras.fallbackRewriteMs,
    ).toISOString(),
    refresh_pending: extras.refreshPending,
  };
}

export function toLlmReview(row: JobReviewRow): TLlmReview {
  const review = row.review;
  // A review stored before missing scores became null put a neutral 50 where no study spoke
  // (its stance says `no_data`): it goes out as no score, with the reason, until re-analysed.
  const isPlaceholder = review.stance?.inputs.some((input) => input.factor === 'no_data') ?? false;
  return {
    ...review,
    verdict: review.verdict ?? null,
    score: isPlaceholder ? null : review.score,
    score_unknown_reason: isPlaceholder
      ? 'no_study_coverage'
      : // Stored before the field existed: a score was always given then.
        (review.score_unknown_reason ?? null),
    // Reviews written before stances were kept have none; the page then shows the lens alone.
    stance: review.stance
      ? {
          ...review.stance,
          inputs: review.stance.inputs.filter((input) => input.factor !== 'no_data'),
        }
      : null,
    created_at: row.createdAt.toISOString(),
    last_refreshed_at: row.lastRefreshedAt.toISOString(),
  };
}

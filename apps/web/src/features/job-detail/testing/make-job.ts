import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TJobDetail, TLlmReview } from '@irreplaceable/contracts/jobs/job';
import { makeChinaWages } from './make-china-wages';

const DAY_MS = 24 * 60 * 60_000;
const BUILTIN = { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null } as const;

/** For tests: a job page as GET /api/jobs/{id} answers it, refreshed `refreshedDaysAgo` ago. */
export function makeJobDetail(
  overrides: Partial<TJobDetail> = {},
  { refreshedDaysAgo = 10, now = Date.now() } = {},
): TJobDetail {
  const refreshedAt = now - refreshedDaysAgo * DAY_MS;
  return {
    id: 7,
    title: 'Software Engineer',
    category: 'Technology',
    category_id: 'technology',
    search_popularity: 3,
    ai_replacement_rate: 51,
    rate_unknown_reason: null,
    human_irreplaceability: 49,
    description: '**Software Engineer** builds software.',
    deep_understanding: 'A rate of **51%** places it among the more exposed occupations.',
    demand_index: {
      score: 69,
      unknown_reason: null,
      reading: 'Employment is projected to grow **+15.8%**.',
    },
    replacement_process: 'Most desk tasks are exposed.',
    human_advice: 'Own the judgement calls.',
    market_analysis: [
      {
        location: 'United States',
        local_job_data: 'Employment 1,687,890',
        market_analysis: 'Above-average demand.',
        last_updated: 'May 2025',
        source: 'U.S. Bureau of Labor Statistics',
      },
    ],
    related_resources: [
      {
        title: 'O*NET OnLine: Software Developers',
        url: 'https://www.onetonline.org/link/summary/15-1252.00',
      },
      { title: 'A script link', url: 'javascript:alert(1)' },
    ],
    model_name: 'gpt',
    engine: BUILTIN,
    builtin_sections: [],
    evidence: {
      occupation: { code: '15-1252.00', title: 'Software Developers', title_zh: '软件开发工程师' },
      other_occupations: [
        {
          code: '15-1253.00',
          title: 'Software Quality Assurance Analysts and Testers',
          score: 0.8,
        },
      ],
      studies: [
        {
          study: 'gpts_gpt4_beta',
          raw_value: 0.8684,
          normalized: 0.8684,
          weight: 0.3,
          contribution: 26.05,
          note: null,
        },
        {
          study: 'frey_osborne',
          raw_value: 0.086,
          normalized: 0.086,
          weight: 0.25,
          contribution: 2.15,
          note: null,
        },
        {
          study: 'anthropic_usage',
          raw_value: null,
          normalized: null,
          weight: 0,
          contribution: 0,
          note: 'not covered by this study',
        },
      ],
      formula_version: 'exposure-2026.1',
      data_version: 'onet-29.3',
      confidence: 'high',
      studies_available: 2,
    },
    basis: {
      occupation: { code: '15-1252.00', title: 'Software Developers' },
      is_occupation_title: false,
      match: { method: 'editorial', score: 1 },
      shared_with: [{ id: 40, title: 'Prompt Engineer' }],
    },
    safer_occupations: [
      {
        code: '15-1221.00',
        title: 'Computer and Information Research Scientists',
        ai_replacement_rate: 39,
        job_id: 12,
      },
      {
        code: '17-3028.00',
        title: 'Calibration Technologists',
        ai_replacement_rate: 38,
        job_id: null,
        trade_off: 'more-preparation',
      },
    ],
    score_history: [
      {
        ai_replacement_rate: 53,
        rate_unknown_reason: null,
        formula_version: 'exposure-2025.4',
        recorded_at: '2025-03-01T00:00:00Z',
      },
      {
        ai_replacement_rate: 51,
        rate_unknown_reason: null,
        formula_version: 'exposure-2026.1',
        recorded_at: '2025-09-01T00:00:00Z',
      },
    ],
    china_wages: makeChinaWages(),
    ai_use_by_task: null,
    exposure_trend: null,
    language: 'en',
    created_at: new Date(refreshedAt).toISOString(),
    updated_at: new Date(refreshedAt).toISOString(),
    last_refreshed_at: new Date(refreshedAt).toISOString(),
    next_refresh_at: new Date(refreshedAt + 90 * DAY_MS).toISOString(),
    refresh_pending: false,
    ...overrides,
  };
}

const COMMENTS: Record<TAnalystId, string> = {
  gpt: 'A sound bet: **68/100** from me.',
  claude: 'Genuinely uncertain ground, 52/100.',
  gemini: 'Broad evidence says 55/100.',
  deepseek: 'Task by task, 47/100.',
};

export function makeReviews(jobId = 7): { job_id: number; reviews: TLlmReview[] } {
  return {
    job_id: jobId,
    reviews: (Object.keys(COMMENTS) as TAnalystId[]).map((provider, index) => ({
      provider,
      comment: COMMENTS[provider],
      review_comment: `**${provider} note:** details.`,
      score: 50 + index,
      score_unknown_reason: null,
      verdict: null,
      generated_version: 'builtin-exposure-2026.1',
      engine: BUILTIN,
      stance:
        provider === 'gpt'
          ? {
              lens: 'market' as const,
              inputs: [
                { factor: 'resilience' as const, value: 49, weight: 0.4, count: null },
                { factor: 'demand' as const, value: 69, weight: 0.35, count: null },
                { factor: 'wage' as const, value: 92, weight: 0.25, count: null },
              ],
            }
          : null,
      last_refreshed_at: '2025-09-01T00:00:00Z',
      created_at: '2025-09-01T00:00:00Z',
    })),
  };
}

/** A page whose occupation no study covers and BLS does not project (e.g. YouTuber, 网红). */
export function makeUnratedJobDetail(overrides: Partial<TJobDetail> = {}): TJobDetail {
  return makeJobDetail({
    title: 'YouTuber',
    ai_replacement_rate: null,
    human_irreplaceability: null,
    rate_unknown_reason: 'no_study_coverage',
    demand_index: {
      score: null,
      unknown_reason: 'no_projections',
      reading: 'BLS publishes no employment projections for YouTuber.',
    },
    safer_occupations: [],
    evidence: {
      ...makeJobDetail().evidence,
      studies: (['gpts_gpt4_beta', 'frey_osborne', 'anthropic_usage'] as const).map((study) => ({
        study,
        raw_value: null,
        normalized: null,
        weight: 0,
        contribution: 0,
        note: 'not covered by this study',
      })),
      confidence: 'low',
      studies_available: 0,
    },
    score_history: [
      {
        ai_replacement_rate: null,
        rate_unknown_reason: 'no_study_coverage',
        formula_version: 'exposure-2026.1',
        recorded_at: '2025-09-01T00:00:00Z',
      },
    ],
    ...overrides,
  });
}

/**
 * Reviews of a page no study covers: Boss scores the market alone, Mr. Ape and Uncle Big G give
 * no score, and Brother Whale's is one stored before that, with the old placeholder 50.
 */
export function makeUnscoredReviews(jobId = 7): { job_id: number; reviews: TLlmReview[] } {
  const [boss, ape, bigG, whale] = makeReviews(jobId).reviews;
  const none = { score: null, score_unknown_reason: 'no_study_coverage' as const };
  return {
    job_id: jobId,
    reviews: [
      { ...boss!, score: 58, stance: { lens: 'market', inputs: [] } },
      { ...ape!, ...none, stance: { lens: 'judgement', inputs: [] } },
      { ...bigG!, ...none, stance: { lens: 'breadth', inputs: [] } },
      {
        ...whale!,
        score: 50,
        // Stored before the field existed.
        score_unknown_reason: undefined as unknown as null,
        stance: {
          lens: 'activities',
          inputs: [{ factor: 'no_data', value: 50, weight: null, count: null }],
        },
      },
    ],
  };
}

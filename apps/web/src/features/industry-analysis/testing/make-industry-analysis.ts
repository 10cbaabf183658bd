import { makeChinaWageLevel } from '../../../shared/jobs/testing/make-china-wage-level';
import type {
  TIndustryAnalysisResponse,
  TIndustryHistoryItem,
  TIndustryItem,
  TIndustryOccupation,
  TIndustryPersonal,
  TIndustryResult,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';

export const ANALYSIS_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OTHER_ANALYSIS_ID = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const CV_ANALYSIS_ID = '9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';

const NOW = '2026-11-25T09:00:00.000Z';

export function makeIndustryItem(overrides: Partial<TIndustryItem> = {}): TIndustryItem {
  return {
    code: '44-45',
    name_en: 'Retail Trade',
    name_zh: '零售业',
    level: 2,
    matched: null,
    gbt: [{ code: 'F52', name: '零售业' }],
    parents: [],
    note: null,
    ...overrides,
  };
}

export function makeOccupation(overrides: Partial<TIndustryOccupation> = {}): TIndustryOccupation {
  return {
    occupation_code: '15-1252.00',
    title: 'Software Developers',
    employment: 330_980,
    employment_share: 11.35,
    ai_replacement_rate: 51,
    rate_unknown_reason: null,
    observed_exposure: 0.47,
    highly_exposed: true,
    growth_pct: 15.8,
    openings_annual: 115_200,
    job_zone: 4,
    preparation: 'considerable preparation',
    mean_wage: 161_640,
    mean_wage_top_coded: false,
    china_wages: [makeChinaWageLevel({ region: 'Shandong' })],
    china_wages_note: null,
    ...overrides,
  };
}

/** Four occupations of the Information sector, with one that has no rate. */
const OCCUPATIONS: TIndustryOccupation[] = [
  makeOccupation(),
  makeOccupation({
    occupation_code: '43-4051.00',
    china_wages: [],
    china_wages_note: null,
    title: 'Customer Service Representatives',
    employment: 112_270,
    employment_share: 3.85,
    ai_replacement_rate: 70,
    growth_pct: -5.5,
    job_zone: 2,
    preparation: 'some preparation',
    mean_wage: 47_900,
  }),
  makeOccupation({
    occupation_code: '15-2051.00',
    china_wages: [],
    china_wages_note: null,
    title: 'Data Scientists',
    employment: 26_820,
    employment_share: 0.92,
    ai_replacement_rate: 71,
    growth_pct: 33.5,
    job_zone: 5,
    preparation: 'extensive preparation',
  }),
  makeOccupation({
    occupation_code: '27-3011.00',
    china_wages: [],
    china_wages_note: null,
    title: 'Broadcast Announcers and Radio Disc Jockeys',
    employment: 20_700,
    employment_share: 0.71,
    ai_replacement_rate: null,
    rate_unknown_reason: 'no_study_coverage',
    highly_exposed: false,
    growth_pct: -5.5,
    job_zone: 3,
    preparation: 'medium preparation',
  }),
];

export function makePersonal(overrides: Partial<TIndustryPersonal> = {}): TIndustryPersonal {
  return {
    source: 'job',
    person_title: 'Software Developers',
    job_text: 'software engineer',
    fits: [
      {
        occupation_code: '15-1252.00',
        title: 'Software Developers',
        fit: 100,
        basis: 'skills',
        employment_share: 11.35,
        ai_replacement_rate: 51,
        rate_unknown_reason: null,
      },
      {
        occupation_code: '15-2051.00',
        title: 'Data Scientists',
        fit: 81,
        basis: 'skills',
        employment_share: 0.92,
        ai_replacement_rate: 71,
        rate_unknown_reason: null,
      },
    ],
    target_title: 'Data Scientists',
    carries: [{ id: '2.A.2.a', name: 'Critical Thinking' }],
    learn: [{ id: '2.C.4.a', name: 'Mathematics' }],
    learn_technologies: ['Apache Spark'],
    summary:
      'Coming from software developers, your closest way into software publishers is data scientists (fit 81).',
    ...overrides,
  };
}

export function makeResult(overrides: Partial<TIndustryResult> = {}): TIndustryResult {
  return {
    engine: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
    written_in: 'en',
    industry: {
      code: '5132',
      name: 'Software Publishers',
      name_en: 'Software Publishers',
      name_zh: '软件出版',
      level: 4,
      sector_code: '51',
      sector_name: 'Information',
      staffing: {
        level: 'top10_4digit',
        code: '5132',
        name: 'Software Publishers',
        covers_pct: 71.2,
        summed_level: '3digit',
        summed_code: '513',
        summed_name: 'Publishing Industries',
      },
      uncounted_self_employed: false,
      gbt: [{ code: '6513', name: '应用软件开发', match: 'same' }],
    },
    summary:
      'Software Publishers employs about 2.9 million people in the United States; the largest occupations are software developers.',
    // NBS figures of section I, as the knowledge build derives them.
    china_section: {
      gbt_section: 'I',
      name_zh: '信息传输、软件和信息技术服务业',
      name_en: 'Information transmission, software and information technology services',
      year: 2024,
      employment_10k: 553.4,
      trend_from: 2013,
      employment_change_pct: 69.1,
      avg_wage_non_private: 238966,
      avg_wage_private: 123193,
      employment_trend: [
        { year: 2013, employment_10k: 327.3 },
        { year: 2014, employment_10k: 336.3 },
        { year: 2015, employment_10k: 349.9 },
        { year: 2016, employment_10k: 364.1 },
        { year: 2017, employment_10k: 395.4 },
        { year: 2018, employment_10k: 424.3 },
        { year: 2019, employment_10k: 455.3 },
        { year: 2020, employment_10k: 487.1 },
        { year: 2021, employment_10k: 519.2 },
        { year: 2022, employment_10k: 529.2 },
        { year: 2023, employment_10k: 529.5 },
        { year: 2024, employment_10k: 553.4 },
      ],
    },
    employment: { source: 'qcew', total: 2_915_020, mean_wage: 112_770, establishments: 61_400 },
    ai_replacement_rate: 50,
    rate_coverage_pct: 99.1,
    observed_exposure: 0.29,
    observed_coverage_pct: 96.4,
    highly_exposed_share_pct: 52.1,
    highly_exposed_threshold: 50,
    sector_rates: [
      {
        code: '52',
        name: 'Finance and Insurance',
        ai_replacement_rate: 54,
        employment: 6_717_000,
        is_this: false,
      },
      {
        code: '51',
        name: 'Information',
        ai_replacement_rate: 50,
        employment: 2_915_020,
        is_this: true,
      },
      {
        code: '62',
        name: 'Health Care and Social Assistance',
        ai_replacement_rate: 30,
        employment: 23_117_850,
        is_this: false,
      },
    ],
    aiie: {
      via: 'exact',
      aiie: 1.966,
      lm_aiie: 1.877,
      aiie_percentile: 96,
      lm_percentile: 96,
      from: [{ code: '5112', title: 'Software Publishers', basis: 'renamed' }],
      note: 'The score published for 5112 Software Publishers.',
    },
    aiie_all: [
      { code: '1133', aiie: -1.36, lm_aiie: -1.74 },
      { code: '1151', aiie: -1.2, lm_aiie: -1.1 },
      { code: '5112', aiie: 1.966, lm_aiie: 1.877 },
    ],
    occupations: OCCUPATIONS,
    growing: ['15-2051.00', '15-1252.00'],
    shrinking: ['43-4051.00'],
    factors: [
      {
        occupation_code: '43-4051.00',
        title: 'Customer Service Representatives',
        direction: 'decrease',
        scope: 'all',
        bls_industry: 'Total, all industries',
        text: 'BLS expects the share of customer service representatives across all industries to fall as AI tools take over part of the work (productivity change).',
        cites_ai: true,
      },
      {
        occupation_code: '15-1252.00',
        title: 'Software Developers',
        direction: 'increase',
        scope: 'industry',
        bls_industry: 'Software publishers',
        text: 'BLS expects the share of software developers in software publishers to rise as demand grows (demand change).',
        cites_ai: false,
      },
    ],
    entry_points: { low_preparation: ['43-4051.00'], best_outlook: ['15-2051.00'] },
    personal: null,
    all_occupations_change_pct: 3.1,
    sources: [
      {
        id: 'bls-oews-industry',
        name: 'BLS Occupational Employment and Wage Statistics by NAICS sector (staffing patterns)',
        url: 'https://www.bls.gov/oes/tables.htm',
      },
      {
        id: 'felten-aiie',
        name: 'AI Industry Exposure (AIIE) and Language Modeling AIIE',
        url: 'https://github.com/AIOE-Data/AIOE',
      },
    ],
    formula_version: 'exposure-2026.1',
    data_version: 'onet-29.3+ep-2024-34+rules-1',
    as_of: '2026-11',
    ...overrides,
  };
}

export function makeAnalysis(
  overrides: Partial<TIndustryAnalysisResponse> = {},
): TIndustryAnalysisResponse {
  return {
    id: ANALYSIS_ID,
    status: 'completed',
    progress: 100,
    stage: 'done',
    mode: 'free',
    language: 'en',
    created_at: NOW,
    completed_at: NOW,
    expires_at: '2026-11-26T09:00:00.000Z',
    error_message: null,
    error_type: null,
    credits_charged: 0,
    input: {
      industry_code: '5132',
      industry_name: 'Software Publishers',
      industry_query: null,
      cv_analysis_id: null,
      current_job: null,
    },
    result: makeResult(),
    feedback: null,
    ...overrides,
  };
}

export function makeHistoryItem(
  overrides: Partial<TIndustryHistoryItem> = {},
): TIndustryHistoryItem {
  return {
    id: ANALYSIS_ID,
    status: 'completed',
    progress: 100,
    mode: 'free',
    language: 'en',
    created_at: NOW,
    expires_at: '2026-11-26T09:00:00.000Z',
    expired: false,
    input: {
      industry_code: '5132',
      industry_name: 'Software Publishers',
      industry_query: null,
      cv_analysis_id: null,
      current_job: 'software engineer',
    },
    ai_replacement_rate: 50,
    error_message: null,
    ...overrides,
  };
}

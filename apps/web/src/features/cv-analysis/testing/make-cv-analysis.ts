import { makeChinaWageLevel } from '../../../shared/jobs/testing/make-china-wage-level';
import type {
  TCvAnalysisResponse,
  TCvHistoryItem,
  TCvResult,
  TCvRole,
} from '@irreplaceable/contracts/cv-analysis/cv-analysis';

export const ANALYSIS_ID = '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
export const OTHER_ANALYSIS_ID = '6e1d2c3b-4f5a-4b6c-9d7e-8f9a0b1c2d3e';

const NOW = '2026-11-25T09:00:00.000Z';

export function makeRole(overrides: Partial<TCvRole> = {}): TCvRole {
  return {
    occupation_code: '15-1252.00',
    title: 'Software Developers',
    fit: 88,
    fit_components: { title: 95, technology: 80, skills: 76, activities: 70, preparation: 100 },
    is_current: true,
    needs_me: false,
    why: 'You have held this title for six years, and name Python, PostgreSQL and Kubernetes.',
    ai_replacement_rate: 42,
    human_irreplaceability: 58,
    rate_unknown_reason: null,
    ai_rate_note: null,
    rate_confidence: 'high',
    observed_exposure: 0.41,
    outlook: {
      employment_2024: 1_693_800,
      employment_change_pct: 15.8,
      openings_annual: 115_200,
      median_wage: 133_080,
      wage_release: 'May 2024',
      wage_top_coded: false,
      wage_from_hourly: false,
      source_ids: ['bls-ep', 'bls-oews'],
    },
    china_wages: [makeChinaWageLevel({ region: 'Shandong' })],
    china_wages_note: null,
    evidence: [
      {
        kind: 'title',
        line: 3,
        cv_text: 'Senior Backend Engineer, Northwind Payments — 2019 – present',
        matched: 'Software Developers',
      },
      {
        kind: 'technology',
        line: 6,
        cv_text: 'Python, PostgreSQL, Kubernetes, Terraform',
        matched: 'PostgreSQL',
      },
    ],
    gaps: [
      {
        kind: 'skill',
        id: '2.B.2.i',
        name: 'Complex Problem Solving',
        importance: 4.1,
        in_demand: false,
      },
      { kind: 'technology', id: 'tech-react', name: 'React', importance: null, in_demand: true },
    ],
    gap_plan: null,
    job_zone: 4,
    job_id: 17,
    ...overrides,
  };
}

export function makeResult(overrides: Partial<TCvResult> = {}): TCvResult {
  return {
    engine: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
    written_in: 'en',
    profile: {
      summary:
        'A backend engineer with about seven years of experience and a degree in computer science.',
      years_experience: 7,
      years_source: 'dates',
      education: {
        level: 'bachelor',
        level_label: "Bachelor's degree",
        field: 'Computer Science',
        line: 12,
      },
      titles: [
        {
          title: 'Senior Backend Engineer',
          occupation_code: '15-1252.00',
          occupation_title: 'Software Developers',
          start: '2019-03',
          end: null,
          months: 80,
          internship: false,
          kind: 'held',
          line: 3,
        },
      ],
      languages: [
        { code: 'en', name: 'English', level: 'native', level_label: 'Native', line: 14 },
      ],
      skills: [{ id: '2.A.2.a', kind: 'skill', name: 'Critical Thinking', lines: [4] }],
      technologies: [{ name: 'PostgreSQL', line: 6, hot: true }],
      lines_read: 14,
      cv_language: 'en',
    },
    lines: [
      { n: 3, text: 'Senior Backend Engineer, Northwind Payments — 2019 – present' },
      { n: 6, text: 'Python, PostgreSQL, Kubernetes, Terraform' },
    ],
    roles: [
      makeRole(),
      makeRole({
        occupation_code: '15-1299.08',
        china_wages: [],
        china_wages_note: null,
        title: 'Computer Systems Engineers/Architects',
        fit: 74,
        is_current: false,
        needs_me: true,
        ai_replacement_rate: 31,
        human_irreplaceability: 69,
        rate_unknown_reason: null,
        job_id: null,
        outlook: {
          employment_2024: 120_000,
          employment_change_pct: 9.1,
          openings_annual: 9_800,
          median_wage: 129_000,
          wage_release: 'May 2024',
          wage_top_coded: false,
          wage_from_hourly: false,
          source_ids: ['bls-ep', 'bls-oews'],
        },
      }),
    ],
    current_occupation_code: '15-1252.00',
    all_occupations_change_pct: 3.1,
    sources: [
      { id: 'bls-ep', name: 'BLS Employment Projections 2024–34', url: 'https://www.bls.gov/emp/' },
      { id: 'bls-oews', name: 'BLS OEWS May 2024', url: 'https://www.bls.gov/oes/' },
    ],
    formula_version: 'v3',
    data_version: '2026-11',
    as_of: NOW,
    ...overrides,
  };
}

export function makeAnalysis(overrides: Partial<TCvAnalysisResponse> = {}): TCvAnalysisResponse {
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
      kind: 'upload',
      file_name: 'backend-lead.pdf',
      label: null,
      file_type: 'application/pdf',
      size: 48_211,
      file_available: true,
    },
    result: makeResult(),
    feedback: null,
    ...overrides,
  };
}

export function makeHistoryItem(overrides: Partial<TCvHistoryItem> = {}): TCvHistoryItem {
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
      kind: 'upload',
      file_name: 'backend-lead.pdf',
      label: null,
      file_type: 'application/pdf',
      size: 48_211,
      file_available: true,
    },
    top_role: 'Software Developers',
    top_fit: 88,
    current_role: 'Software Developers',
    error_message: null,
    ...overrides,
  };
}

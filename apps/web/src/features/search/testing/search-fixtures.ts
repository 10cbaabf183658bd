import type {
  TGeneratingJob,
  TMatchedJob,
  TSearchJobResponse,
  TSearchResult,
} from '@irreplaceable/contracts/jobs/search-job';
import type { TJobEntry } from '../utils/job-entries';

export const MATCHED_NURSE: TMatchedJob = {
  job_id: 7,
  title: 'Registered Nurse',
  category: 'Healthcare',
  ai_replacement_rate: 18,
  rate_unknown_reason: null,
  similarity_score: 0.87,
  status: 'ready',
  can_view: true,
};

export const GENERATING_NIGHT_NURSE: TGeneratingJob = {
  generation_id: 'gen-1',
  job_title: 'Night Nurse',
  status: 'queued',
  progress: 0,
  position: 2,
  estimated_wait: 3,
  job_id: null,
  can_view: false,
  similarity_score: null,
  error_message: null,
  created_at: '2025-06-01T12:00:00.000Z',
};

export function searchResult(overrides: Partial<TSearchResult> = {}): TSearchResult {
  return {
    search_type: 'partial_match',
    matched_jobs: [MATCHED_NURSE],
    generating_jobs: [GENERATING_NIGHT_NURSE],
    ...overrides,
  };
}

/** What POST /api/v2/search-job answers for a search still being written. */
export function searchResponse(
  request: { connection_id?: string; client_task_id?: string } = {},
  overrides: Partial<TSearchJobResponse> = {},
): TSearchJobResponse {
  return {
    task_id: 'task-1',
    client_task_id: request.client_task_id ?? null,
    connection_id: request.connection_id ?? 'conn_server',
    query: 'Nurse',
    canonical_title: 'Registered Nurse',
    status: 'processing',
    search_result: searchResult(),
    ...overrides,
  };
}

const GENERATION = { task_id: 'task-1', generation_id: 'gen-1', job_title: 'Night Nurse' };

/** Server messages of the live channel, as /ws sends them. */
export const live = {
  established: (connectionId: string, currentTask: unknown = null) => ({
    type: 'connection_established',
    data: { connection_id: connectionId, current_task: currentTask },
  }),
  processing: (progress: number) => ({
    type: 'job_generation',
    data: {
      ...GENERATION,
      status: 'processing',
      progress,
      job_id: null,
      can_view: false,
      error_message: null,
    },
  }),
  generated: (jobId: number) => ({
    type: 'job_generation',
    data: {
      ...GENERATION,
      status: 'completed',
      progress: 100,
      job_id: jobId,
      can_view: true,
      error_message: null,
    },
  }),
  queue: (position: number, estimatedWait: number) => ({
    type: 'queue_status_update',
    data: { ...GENERATION, position, estimated_wait: estimatedWait },
  }),
  completed: (result: TSearchResult, taskId = 'task-1') => ({
    type: 'task_completed',
    data: { task_id: taskId, client_task_id: null, search_result: result },
  }),
  taskError: (message: string, taskId = 'task-1') => ({
    type: 'task_error',
    data: {
      task_id: taskId,
      client_task_id: null,
      error_message: message,
      error_type: 'server_error',
    },
  }),
  error: (message: string) => ({ type: 'error', data: { message } }),
};

/** One entry of the search dialog: an analysed Registered Nurse unless told otherwise. */
export function jobEntry(overrides: Partial<TJobEntry> = {}): TJobEntry {
  return {
    id: 'job-7',
    origin: 'existing',
    title: 'Registered Nurse',
    status: 'ready',
    progress: 100,
    canView: true,
    jobId: 7,
    taskId: 'task-1',
    similarityScore: 0.87,
    industry: 'Healthcare',
    position: null,
    estimatedWait: null,
    errorMessage: null,
    createdAt: null,
    aiReplacementRate: 18,
    rateUnknownReason: null,
    steps: [],
    engine: null,
    ...overrides,
  };
}

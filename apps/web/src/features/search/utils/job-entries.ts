import type { TRateUnknownReason } from '@irreplaceable/contracts/analysis/rate';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import {
  GENERATION_STAGES,
  type TGeneratingJob,
  type TGenerationStage,
  type TGenerationStatus,
  type TMatchedJob,
  type TSearchResult,
} from '@irreplaceable/contracts/jobs/search-job';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';

/**
 * Where an entry comes from: a page we had already written that answers the search, or a page
 * being written for it now.
 */
export type TEntryOrigin = 'existing' | 'new';

/** One job in the progress dialog (spec 000 section 3, "Job entry in progress"). */
export type TJobEntry = {
  id: string;
  origin: TEntryOrigin;
  title: string;
  status: TGenerationStatus;
  /** 0 to 100. */
  progress: number;
  canView: boolean;
  jobId: number | null;
  taskId: string;
  /** 0 to 1, shown as a percent; matched jobs only. */
  similarityScore: number | null;
  industry: string | null;
  /** Place in the generation queue. */
  position: number | null;
  /** Minutes. */
  estimatedWait: number | null;
  errorMessage: string | null;
  createdAt: string | null;
  /** The existing page's AI replacement rate (0 to 100); unknown for a page being written. */
  aiReplacementRate: number | null;
  /** Why an existing page has no rate; null for a page with one and for a page being written. */
  rateUnknownReason: TRateUnknownReason | null;
  /** The steps of writing the page that the server has reported, in order; none for existing pages. */
  steps: TGenerationStage[];
  /** What wrote the page, once the server has said (new pages only). */
  engine: TEngine | null;
};

const COMPLETE = 100;

function fromMatchedJob(job: TMatchedJob, taskId: string): TJobEntry {
  return {
    id: `job-${job.job_id}`,
    origin: 'existing',
    title: job.title,
    status: 'ready',
    progress: COMPLETE,
    canView: true,
    jobId: job.job_id,
    taskId,
    similarityScore: job.similarity_score,
    industry: job.category,
    position: null,
    estimatedWait: null,
    errorMessage: null,
    createdAt: null,
    aiReplacementRate: job.ai_replacement_rate,
    rateUnknownReason: job.rate_unknown_reason,
    steps: [],
    engine: null,
  };
}

/** The steps a generation's own status vouches for, before any live message has arrived. */
function stepsOfStatus(status: TGenerationStatus): TGenerationStage[] {
  switch (status) {
    case 'queued':
      return ['queued'];
    case 'generating':
      return ['started'];
    case 'ready':
      return ['done'];
    case 'error':
    case 'cancelled':
      return [];
  }
}

/** Adds a reported step once, keeping the steps in the order they happen. */
export function withStep(steps: TGenerationStage[], stage: TGenerationStage): TGenerationStage[] {
  if (steps.includes(stage)) return steps;
  return [...steps, stage].sort(
    (a, b) => GENERATION_STAGES.indexOf(a) - GENERATION_STAGES.indexOf(b),
  );
}

function fromGeneratingJob(job: TGeneratingJob, taskId: string): TJobEntry {
  return {
    id: job.generation_id,
    origin: 'new',
    title: job.job_title,
    status: job.status,
    progress: job.progress,
    canView: job.can_view,
    jobId: job.job_id,
    taskId,
    similarityScore: job.similarity_score,
    industry: null,
    position: job.position,
    estimatedWait: job.estimated_wait,
    errorMessage: job.error_message,
    createdAt: job.created_at,
    aiReplacementRate: null,
    rateUnknownReason: null,
    steps: stepsOfStatus(job.status),
    engine: null,
  };
}

/**
 * What the person asked for first: a job being written is the title they typed, so it leads;
 * then the jobs already analysed, the closest first, so an exact match never sits below a
 * near one.
 */
export function entriesFromResult(
  result: TSearchResult,
  taskId: string,
  /** The entries shown so far: the steps they have seen are kept, not thrown away. */
  shown: readonly TJobEntry[] = [],
): TJobEntry[] {
  const matched = [...result.matched_jobs].sort(
    (a, b) => (b.similarity_score ?? 0) - (a.similarity_score ?? 0),
  );
  const seen = new Map(shown.map((entry) => [entry.id, entry]));
  const written = result.generating_jobs.map((job) => {
    const entry = fromGeneratingJob(job, taskId);
    const before = seen.get(entry.id);
    if (!before) return entry;
    return {
      ...entry,
      steps: entry.steps.reduce(withStep, before.steps),
      engine: entry.engine ?? before.engine,
    };
  });
  return [...written, ...matched.map((job) => fromMatchedJob(job, taskId))];
}

export function isInProgress(entry: TJobEntry): boolean {
  return entry.status === 'generating' || entry.status === 'queued';
}

/** Whether the entry can be opened: only with a job page to open (spec 000 section 2). */
export function canOpen(entry: TJobEntry): entry is TJobEntry & { jobId: number } {
  return entry.canView && entry.jobId !== null;
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type TEntryRef = { generationId: string; title: string; jobId?: number | null };

/**
 * The entry a message is about: by generation id, then by job id when the message has one, then by
 * title (spec 000 section 4 matches progress by title, and completion by job id, else title).
 */
function findEntry(entries: TJobEntry[], ref: TEntryRef): number {
  const byGeneration = entries.findIndex((entry) => entry.id === ref.generationId);
  if (byGeneration !== -1) return byGeneration;
  if (ref.jobId != null) {
    const byJob = entries.findIndex((entry) => entry.jobId === ref.jobId);
    if (byJob !== -1) return byJob;
  }
  return entries.findIndex((entry) => sameTitle(entry.title, ref.title));
}

function updateEntry(
  entries: TJobEntry[],
  ref: TEntryRef,
  change: (entry: TJobEntry) => Partial<TJobEntry>,
): TJobEntry[] {
  const index = findEntry(entries, ref);
  if (index === -1) return entries;
  return entries.map((entry, at) => (at === index ? { ...entry, ...change(entry) } : entry));
}

type TData<T extends TServerMessage['type']> = Extract<TServerMessage, { type: T }>['data'];

/** started: nothing; processing: generating with progress; completed: ready; error: the message. */
export function applyJobGeneration(
  entries: TJobEntry[],
  data: TData<'job_generation'>,
): TJobEntry[] {
  const ref = { generationId: data.generation_id, title: data.job_title };
  switch (data.status) {
    case 'started':
      // The status stays as it is (spec 000 section 4); the step is recorded for the step list.
      return updateEntry(entries, ref, (entry) => ({ steps: withStep(entry.steps, 'started') }));
    case 'processing':
      return updateEntry(entries, ref, (entry) => ({
        status: 'generating',
        progress: data.progress,
        steps: withStep(entry.steps, 'started'),
      }));
    case 'completed':
      return updateEntry(entries, { ...ref, jobId: data.job_id }, (entry) => ({
        status: 'ready',
        progress: COMPLETE,
        canView: true,
        jobId: data.job_id ?? entry.jobId,
        position: null,
        estimatedWait: null,
        steps: withStep(entry.steps, 'done'),
        engine: data.engine ?? entry.engine,
      }));
    case 'error':
      return updateEntry(entries, ref, () => ({
        status: 'error',
        errorMessage: data.error_message,
        position: null,
        estimatedWait: null,
      }));
  }
}

export function applyProgressUpdate(
  entries: TJobEntry[],
  data: TData<'job_progress_update'>,
): TJobEntry[] {
  const ref = { generationId: data.generation_id, title: data.job_title };
  return updateEntry(entries, ref, (entry) => ({
    status: data.status,
    progress: data.progress,
    steps: withStep(entry.steps, data.stage),
  }));
}

export function applyQueueUpdate(
  entries: TJobEntry[],
  data: TData<'queue_status_update'>,
): TJobEntry[] {
  const ref = { generationId: data.generation_id, title: data.job_title };
  return updateEntry(entries, ref, (entry) => ({
    position: data.position,
    estimatedWait: data.estimated_wait,
    steps: withStep(entry.steps, 'queued'),
  }));
}

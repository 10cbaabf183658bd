import type {
  TGeneratingJob,
  TGenerationStatus,
  TMatchedJob,
  TSearchResult,
} from '@irreplaceable/contracts/jobs/search-job';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';

/** One job in the progress dialog (spec 000 section 3, "Job entry in progress"). */
export type TJobEntry = {
  id: string;
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
};

const COMPLETE = 100;

function fromMatchedJob(job: TMatchedJob, taskId: string): TJobEntry {
  return {
    id: `job-${job.job_id}`,
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
  };
}

function fromGeneratingJob(job: TGeneratingJob, taskId: string): TJobEntry {
  return {
    id: job.generation_id,
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
  };
}

/**
 * What the person asked for first: a job being written is the title they typed, so it leads;
 * then the jobs already analysed, the closest first, so an exact match never sits below a
 * near one.
 */
export function entriesFromResult(result: TSearchResult, taskId: string): TJobEntry[] {
  const matched = [...result.matched_jobs].sort(
    (a, b) => (b.similarity_score ?? 0) - (a.similarity_score ?? 0),
  );
  return [
    ...result.generating_jobs.map((job) => fromGeneratingJob(job, taskId)),
    ...matched.map((job) => fromMatchedJob(job, taskId)),
  ];
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
      return entries;
    case 'processing':
      return updateEntry(entries, ref, () => ({ status: 'generating', progress: data.progress }));
    case 'completed':
      return updateEntry(entries, { ...ref, jobId: data.job_id }, (entry) => ({
        status: 'ready',
        progress: COMPLETE,
        canView: true,
        jobId: data.job_id ?? entry.jobId,
        position: null,
        estimatedWait: null,
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
  return updateEntry(entries, ref, () => ({ status: data.status, progress: data.progress }));
}

export function applyQueueUpdate(
  entries: TJobEntry[],
  data: TData<'queue_status_update'>,
): TJobEntry[] {
  const ref = { generationId: data.generation_id, title: data.job_title };
  return updateEntry(entries, ref, () => ({
    position: data.position,
    estimatedWait: data.estimated_wait,
  }));
}

import type { Language } from '@irreplaceable/contracts/constants';
import type { TGeneratingJob, TSearchResult } from '@irreplaceable/contracts/jobs/search-job';
import type { GenerationRow } from './repository';

export const isFinished = (generation: GenerationRow) =>
  generation.status === 'ready' ||
  generation.status === 'error' ||
  generation.status === 'cancelled';

/** How a generation appears in a search result, in the searcher's language. */
export function toGeneratingJob(
  generation: GenerationRow,
  language: Language,
  queue: { position: number | null; estimatedWait: number | null },
): TGeneratingJob {
  return {
    generation_id: generation.id,
    job_title: language === 'zh' ? generation.titleZh : generation.title,
    status: generation.status,
    progress: generation.status === 'ready' ? 100 : generation.progress,
    position: generation.status === 'queued' ? queue.position : null,
    estimated_wait: generation.status === 'queued' ? queue.estimatedWait : null,
    job_id: generation.jobId,
    can_view: generation.status === 'ready' && generation.jobId !== null,
    similarity_score: 1,
    error_message: generation.errorMessage,
    created_at: generation.createdAt.toISOString(),
  };
}

/** Replaces the generating entries of a stored result with their current state. */
export function withGenerations(result: TSearchResult, entries: TGeneratingJob[]): TSearchResult {
  const byId = new Map(entries.map((entry) => [entry.generation_id, entry]));
  return {
    ...result,
    generating_jobs: result.generating_jobs.map((entry) => byId.get(entry.generation_id) ?? entry),
  };
}

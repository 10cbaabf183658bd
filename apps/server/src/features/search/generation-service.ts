import type { FastifyBaseLogger } from 'fastify';
import type { TGenerationStage } from '@irreplaceable/contracts/jobs/search-job';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';
import type { Analyst } from '@irreplaceable/analyst/llm/create-analyst';
import { normalizeAnalystId, type TEngine } from '@irreplaceable/contracts/analysis/analysts';
import { startWaiting } from '@irreplaceable/analyst/llm/waiting-step';
import type { EventBus } from '../../platform/events/event-bus';
import type { GenerationQueue } from '../../platform/queue/generation-queue';
import type { JobWrites } from '../jobs/job-writes';
import type { GenerationRow, SearchRepository } from './repository';
import { isFinished, toGeneratingJob, withGenerations } from './search-result';

/** A generation interrupted this many times (restarts, crashes) is failed instead of retried. */
const MAX_ATTEMPTS = 3;
const DEFAULT_DURATION_MS = 5_000;

export function createGenerationService(deps: {
  repository: SearchRepository;
  writes: JobWrites;
  findJobByTitleKey: (titleKey: string) => Promise<{ id: number } | undefined>;
  analyst: Analyst;
  bus: EventBus;
  queue: GenerationQueue;
  log: FastifyBaseLogger;
}) {
  const { repository, bus } = deps;
  const ref = (generation: GenerationRow, language: 'en' | 'zh' = 'en') => ({
    task_id: '',
    generation_id: generation.id,
    job_title: language === 'zh' ? generation.titleZh : generation.title,
  });
  const announce = (generation: GenerationRow, message: TServerMessage) =>
    bus.publish({ kind: 'generation', generationId: generation.id, message });

  async function progress(generation: GenerationRow, value: number, stage: TGenerationStage) {
    await repository.updateGeneration(generation.id, { progress: value, stage });
    await announce(generation, {
      type: 'job_progress_update',
      data: { ...ref(generation), status: 'generating', progress: value, stage },
    });
  }

  /** Minutes until a generation at `position` starts, from how long recent ones took. */
  async function estimateWait(position: number): Promise<number> {
    const durations = await repository.recentDurationsMs(20);
    const average =
      durations.length > 0
        ? durations.reduce((a, b) => a + b, 0) / durations.length
        : DEFAULT_DURATION_MS;
    const rounds = Math.ceil(position / deps.queue.concurrency);
    return Math.round((rounds * average) / 6_000) / 10;
  }

  async function queuePositions(): Promise<
    Map<string, { position: number; estimatedWait: number }>
  > {
    const waiting = await deps.queue.waiting();
    const positions = new Map<string, { position: number; estimatedWait: number }>();
    for (const [index, id] of waiting.entries()) {
      positions.set(id, { position: index + 1, estimatedWait: await estimateWait(index + 1) });
    }
    return positions;
  }

  async function announceQueue(): Promise<void> {
    const positions = await queuePositions();
    for (const [id, place] of positions) {
      const generation = await repository.findGeneration(id);
      if (!generation) continue;
      await announce(generation, {
        type: 'queue_status_update',
        data: { ...ref(generation), position: place.position, estimated_wait: place.estimatedWait },
      });
    }
  }

  /** Brings every search following a generation up to date, and completes those now done. */
  async function settleTasks(generationId: string): Promise<void> {
    for (const task of await repository.processingTasksFor(generationId)) {
      await settleTask(task.id);
    }
  }

  async function settleTask(taskId: string): Promise<void> {
    const task = await repository.findTask(taskId);
    if (!task || task.status !== 'processing') return;
    const generations = await repository.findGenerations(task.generationIds);
    const positions = await queuePositions();
    const entries = generations.map((generation) =>
      toGeneratingJob(generation, task.language, {
        position: positions.get(generation.id)?.position ?? null,
        estimatedWait: positions.get(generation.id)?.estimatedWait ?? null,
      }),
    );
    const searchResult = withGenerations(task.searchResult, entries);
    if (!generations.every(isFinished)) {
      await repository.updateTask(task.id, { status: 'processing', searchResult });
      return;
    }
    const nothingToShow =
      searchResult.matched_jobs.length === 0 && generations.every((g) => g.status !== 'ready');
    if (nothingToShow) {
      const errorMessage =
        generations.find((g) => g.errorMessage)?.errorMessage ?? 'Generation failed';
      await repository.updateTask(task.id, { status: 'error', searchResult, errorMessage });
      await bus.publish({
        kind: 'connection',
        connectionId: task.connectionId,
        message: {
          type: 'task_error',
          data: {
            task_id: task.id,
            client_task_id: task.clientTaskId,
            error_message: errorMessage,
            error_type: 'server_error',
          },
        },
      });
      return;
    }
    await repository.updateTask(task.id, { status: 'completed', searchResult });
    await bus.publish({
      kind: 'connection',
      connectionId: task.connectionId,
      message: {
        type: 'task_completed',
        data: { task_id: task.id, client_task_id: task.clientTaskId, search_result: searchResult },
      },
    });
  }

  async function fail(generation: GenerationRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error, generationId: generation.id }, 'job generation failed');
    const failed = await repository.updateGeneration(generation.id, {
      status: 'error',
      errorMessage: message.slice(0, 300),
      finishedAt: new Date(),
    });
    await announce(generation, {
      type: 'job_generation',
      data: {
        ...ref(generation),
        status: 'error',
        progress: failed?.progress ?? 0,
        job_id: null,
        can_view: false,
        error_message: failed?.errorMessage ?? message,
      },
    });
  }

  async function finish(generation: GenerationRow, jobId: number, engine: TEngine | null) {
    await repository.updateGeneration(generation.id, {
      status: 'ready',
      progress: 100,
      stage: 'done',
      jobId,
      engine,
      finishedAt: new Date(),
    });
    await announce(generation, {
      type: 'job_generation',
      data: {
        ...ref(generation),
        status: 'completed',
        progress: 100,
        job_id: jobId,
        can_view: true,
        error_message: null,
        engine,
      },
    });
  }

  /** Writes one job page: the queue calls this for each generation. */
  async function process(generationId: string): Promise<void> {
    const generation = await repository.claimGeneration(generationId);
    if (!generation) return;
    // The person who searched watches this page being written: its text and reviews share one
    // LLM_TIMEOUT_MS from here.
    const step = startWaiting();
    try {
      await announce(generation, {
        type: 'job_generation',
        data: {
          ...ref(generation),
          status: 'started',
          progress: 5,
          job_id: null,
          can_view: false,
          error_message: null,
        },
      });
      await announceQueue();
      // A page of this title may have been finished by a generation that ended moments ago.
      const existing = await deps.findJobByTitleKey(generation.titleKey);
      if (existing) {
        await finish(generation, existing.id, null);
        await settleTasks(generation.id);
        return;
      }
      await progress(generation, 20, 'analysing');
      const analysis = await deps.analyst.analyzeJob(
        {
          title: generation.title,
          title_zh: generation.titleZh,
          occupations: generation.occupations,
        },
        {
          analyst: normalizeAnalystId(generation.modelName) ?? 'gpt',
          withoutModel: generation.withoutModelReason ?? undefined,
          step,
        },
      );
      await progress(generation, 85, 'saving');
      const job = await deps.writes.createJob(
        {
          titleKey: generation.titleKey,
          occupations: generation.occupations,
          modelName: normalizeAnalystId(generation.modelName) ?? 'gpt',
        },
        analysis,
      );
      await repository.updateGeneration(generation.id, {
        status: 'ready',
        progress: 100,
        stage: 'done',
        jobId: job.id,
        engine: analysis.engine,
        finishedAt: new Date(),
      });
      await announce(generation, {
        type: 'job_generation',
        data: {
          ...ref(generation),
          status: 'completed',
          progress: 100,
          job_id: job.id,
          can_view: true,
          error_message: null,
          engine: analysis.engine,
        },
      });
    } catch (error) {
      await fail(generation, error);
    }
    await settleTasks(generation.id);
  }

  return {
    process,
    settleTask,
    announceQueue,
    queuePositions,
    estimateWait,

    /**
     * After a restart, generations left queued or running are queued again; one interrupted too
     * often is failed visibly, so no search waits on it forever.
     */
    async resumeUnfinished(): Promise<{ resumed: number; failed: number }> {
      let resumed = 0;
      let failed = 0;
      for (const generation of await repository.unfinishedGenerations()) {
        if (generation.attempts >= MAX_ATTEMPTS) {
          await fail(generation, new Error('Generation was interrupted too many times'));
          await settleTasks(generation.id);
          failed += 1;
          continue;
        }
        // In-process, whatever was running died with the process. With BullMQ another instance may
        // still be running it; the generation id as job id makes the enqueue a no-op then, and
        // BullMQ's stalled-job check hands a crashed one back to a worker.
        if (deps.queue.kind === 'in-process') {
          await repository.updateGeneration(generation.id, {
            status: 'queued',
            stage: 'queued',
            progress: 0,
          });
        }
        await deps.queue.enqueue(generation.id);
        resumed += 1;
      }
      return { resumed, failed };
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;

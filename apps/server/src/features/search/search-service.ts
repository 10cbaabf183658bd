import crypto from 'node:crypto';
import type { Language } from '@irreplaceable/contracts/constants';
import {
  cleanSearchQuery,
  type TMatchedJob,
  type TSearchJobResponse,
  type TSearchResult,
  type TTaskStatusResponse,
} from '@irreplaceable/contracts/jobs/search-job';
import { CONNECTION_ID_PATTERN } from '@irreplaceable/contracts/realtime/messages';
import { classifyQuery } from '@irreplaceable/analyst/matching/classify-query';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { getMatchIndex } from '@irreplaceable/analyst/matching/match-index';
import { normalizeTitleKey } from '@irreplaceable/analyst/matching/text-normalize';
import { AppError } from '../../platform/errors/app-error';
import type { EventBus } from '../../platform/events/event-bus';
import type { GenerationQueue } from '../../platform/queue/generation-queue';
import type { JobRow, JobsRepository } from '../jobs/repository';
import { jobTitle, rateOf } from '../jobs/presenters';
import type { GenerationService } from './generation-service';
import type { SearchRepository, SearchTaskRow } from './repository';
import { toGeneratingJob } from './search-result';
import { utcDay } from '../../platform/time/utc-day';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';

const DAY_MS = 24 * 60 * 60_000;
const PARTIAL_MATCH_LIMIT = 3;

export interface SearchLimits {
  perUserPerDay: number;
  perAddressPerDay: number;
  perMinute: number;
}

/** New pages a model writes for anonymous searches from one address per UTC day. */
export interface ModelPageShare {
  anonymousPerAddress: number;
}

export const newConnectionId = () => `c_${crypto.randomBytes(12).toString('base64url')}`;

export function toTaskStatus(task: SearchTaskRow): TTaskStatusResponse {
  return {
    task_id: task.id,
    client_task_id: task.clientTaskId,
    status: task.status,
    query: task.query,
    search_result: task.searchResult,
    error_message: task.errorMessage,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}

export function createSearchService(deps: {
  repository: SearchRepository;
  jobs: JobsRepository;
  generation: GenerationService;
  queue: GenerationQueue;
  bus: EventBus;
  limits: SearchLimits;
  modelPages: ModelPageShare;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function checkQuota(userId: string | undefined, ip: string) {
    const since = new Date(now().getTime() - DAY_MS);
    const used = userId
      ? await deps.repository.countSearchesSince({ userId }, since)
      : await deps.repository.countSearchesSince({ ip }, since);
    if (used >= (userId ? deps.limits.perUserPerDay : deps.limits.perAddressPerDay)) {
      throw new AppError('too_many_searches');
    }
  }

  /**
   * An anonymous search's new page is a model's while its address has new pages left for the
   * UTC day; past that the built-in analyst writes it, labelled. Signed-in people are held only
   * by the deployment's daily budget.
   */
  async function withinAddressShare(generationId: string, address: string) {
    const share = deps.modelPages.anonymousPerAddress;
    if (await deps.repository.takeAddressModelPage(address, utcDay(now()), share)) return;
    await deps.repository.updateGeneration(generationId, {
      withoutModelReason: BUDGET_FALLBACK_REASONS.addressShareSpent,
    });
  }

  return {
    async search(
      input: {
        query: string;
        language: Language;
        connection_id?: string | undefined;
        client_id?: string | undefined;
        client_task_id?: string | undefined;
      },
      context: { userId?: string | undefined; ip: string },
    ): Promise<TSearchJobResponse> {
      const language = input.language;
      const query = cleanSearchQuery(input.query);
      if (!query) throw new AppError('empty_query');
      const connectionId =
        input.connection_id && CONNECTION_ID_PATTERN.test(input.connection_id)
          ? input.connection_id
          : newConnectionId();
      await checkQuota(context.userId, context.ip);

      const classified = classifyQuery(query, language);
      if (classified.kind === 'error') {
        throw new AppError(
          classified.error_type,
          {},
          {
            suggestion: classified.suggestion,
            examples: classified.examples,
          },
        );
      }
      const titleKey = normalizeTitleKey(classified.canonical_title);
      const exact = await deps.jobs.findByTitleKey(titleKey);
      const matched: TMatchedJob[] = [];
      let generationIds: string[] = [];
      let result: TSearchResult;
      let pendingEnqueue: string | undefined;

      if (exact) {
        matched.push(toMatched(exact, 1, language));
        result = { search_type: 'full_match', matched_jobs: matched, generating_jobs: [] };
      } else {
        const scoreByCode = new Map(classified.occupations.map((o) => [o.code, o.score]));
        const similar = await deps.jobs.findByPrimaryCodes(
          [...scoreByCode.keys()],
          PARTIAL_MATCH_LIMIT,
        );
        for (const job of similar) {
          // A page of another title for the same occupation: similar, never identical.
          matched.push(
            toMatched(
              job,
              Math.min(0.95, (scoreByCode.get(job.primaryCode) ?? 0.5) * 0.9),
              language,
            ),
          );
        }
        const { generation, created } = await deps.repository.activeGenerationFor({
          titleKey,
          title: classified.canonical_title,
          titleZh: classified.canonical_title_zh,
          occupations: classified.occupations.map(({ code, score }) => ({ code, score })),
        });
        generationIds = [generation.id];
        const positions = await deps.generation.queuePositions();
        const position =
          positions.get(generation.id)?.position ?? (created ? positions.size + 1 : null);
        result = {
          search_type: matched.length > 0 ? 'partial_match' : 'no_match',
          matched_jobs: matched,
          generating_jobs: [
            toGeneratingJob(generation, language, {
              position,
              estimatedWait:
                position === null ? null : await deps.generation.estimateWait(position),
            }),
          ],
        };
        // Queued only once the task exists, so the generation's completion finds the task.
        pendingEnqueue = created ? generation.id : undefined;
        if (created && !context.userId) await withinAddressShare(generation.id, context.ip);
      }

      const task = await deps.repository.insertTask({
        connectionId,
        clientTaskId: input.client_task_id ?? null,
        clientId: input.client_id ?? null,
        userId: context.userId ?? null,
        ip: context.ip,
        query,
        canonicalTitle: classified.canonical_title,
        language,
        status: generationIds.length > 0 ? 'processing' : 'completed',
        searchResult: result,
        generationIds,
      });
      await deps.jobs.raisePopularity(matched.map((job) => job.job_id));
      await deps.bus.publish({
        kind: 'connection',
        connectionId,
        message: {
          type: 'search_started',
          data: { task_id: task.id, client_task_id: task.clientTaskId, query },
        },
      });
      if (generationIds.length === 0) {
        // A full match is complete at once; the socket hears it like every other search's end.
        await deps.bus.publish({
          kind: 'connection',
          connectionId,
          message: {
            type: 'task_completed',
            data: { task_id: task.id, client_task_id: task.clientTaskId, search_result: result },
          },
        });
      } else if (pendingEnqueue) {
        await deps.queue.enqueue(pendingEnqueue);
        await deps.generation.announceQueue();
      } else {
        // Joined a generation that may have finished in the meantime.
        await deps.generation.settleTask(task.id);
      }
      return {
        task_id: task.id,
        client_task_id: task.clientTaskId,
        connection_id: connectionId,
        query,
        canonical_title:
          language === 'zh' ? classified.canonical_title_zh : classified.canonical_title,
        status: task.status,
        search_result: result,
      };
    },

    async taskStatus(taskId: string): Promise<TTaskStatusResponse> {
      const task = /^[0-9a-f-]{36}$/i.test(taskId)
        ? await deps.repository.findTask(taskId)
        : undefined;
      if (!task) throw new AppError('task_not_found');
      return toTaskStatus(task);
    },

    /**
     * The job page of one occupation, for a role a personal analysis recommends: the most visited
     * page whose first occupation it is, or one written now through the same generation queue as
     * a search (once, however many ask). No search is recorded, so it costs nobody a search.
     */
    async ensureOccupationPage(
      code: string,
    ): Promise<{ status: 'ready' | 'generating'; jobId: number | null }> {
      const existing = (await deps.jobs.jobIdsByPrimaryCode([code])).get(code);
      if (existing) return { status: 'ready', jobId: existing };
      const knowledge = loadKnowledge();
      const occupation = knowledge.byCode.get(code);
      if (!occupation) throw new AppError('not_found');
      const title = getMatchIndex(knowledge).displayTitles.get(code) ?? occupation.title;
      const classified = classifyQuery(title, 'en', knowledge);
      const others = classified.kind === 'job' ? classified.occupations : [];
      const canonical = classified.kind === 'job' ? classified.canonical_title : title;
      const titleKey = normalizeTitleKey(canonical);
      const page = await deps.jobs.findByTitleKey(titleKey);
      if (page) return { status: 'ready', jobId: page.id };
      const { generation, created } = await deps.repository.activeGenerationFor({
        titleKey,
        title: canonical,
        titleZh:
          (classified.kind === 'job' ? classified.canonical_title_zh : null) ??
          occupation.titleZh ??
          canonical,
        // The page stands on this occupation first, whatever else the title also matches.
        occupations: [
          { code, score: 1 },
          ...others
            .filter((o) => o.code !== code)
            .map(({ code: c, score }) => ({ code: c, score })),
        ],
      });
      if (created) {
        await deps.queue.enqueue(generation.id);
        await deps.generation.announceQueue();
      }
      return { status: 'generating', jobId: null };
    },

    async currentTask(connectionId: string): Promise<TTaskStatusResponse | null> {
      const task = await deps.repository.latestTaskFor(connectionId);
      return task ? toTaskStatus(task) : null;
    },
  };
}

function toMatched(job: JobRow, similarity: number, language: Language): TMatchedJob {
  return {
    job_id: job.id,
    title: jobTitle(job, language),
    category: job.analysis.category[language],
    ...rateOf(job.aiReplacementRate),
    similarity_score: Number(similarity.toFixed(3)),
    status: 'ready',
    can_view: true,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

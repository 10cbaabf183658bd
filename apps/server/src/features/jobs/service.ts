import type { Language } from '@irreplaceable/contracts/constants';
import { enginesOf, nextRewriteAt, type TJobDetail } from '@irreplaceable/contracts/jobs/job';
import {
  ANALYST_IDS,
  normalizeAnalystId,
  type TAnalystId,
} from '@irreplaceable/contracts/analysis/analysts';
import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import type { Analyst } from '@irreplaceable/analyst/llm/create-analyst';
import { AppError } from '../../platform/errors/app-error';
import { chinaWagesOf } from './china-wages';
import { toBasis } from './job-basis';
import type { JobWrites } from './job-writes';
import { toDetail, toListItem, toLlmReview } from './presenters';
import { categoriesMatching, categoryNames } from './categories';
import type { JobRow, JobsRepository } from './repository';
import type { ReadCache } from '../../platform/cache/read-cache';
import { jobReadTags } from './read-tags';
import type { ViewCounter } from './view-counter';
import type { GenerationQueue } from '../../platform/queue/generation-queue';
import { createPageRewrites, type RewriteKind } from './page-rewrites';
import type { FastifyBaseLogger } from 'fastify';

/** A job page as one view sees it: the cached page, and its popularity with this view. */
/** A page's stored popularity as the read cache keeps it (an entry is an object). */
interface StoredPopularity {
  value: number;
}

interface ViewedPage {
  page: TJobDetail;
  popularity: number;
}

/** A stored page with its reviews. */
interface StoredPage {
  job: JobRow;
  analysis: TJobAnalysis;
}

/** How many other pages on the same occupation a page names. */
const SHARED_PAGES_SHOWN = 6;

export function createJobsService(deps: {
  repository: JobsRepository;
  writes: JobWrites;
  analyst: Analyst;
  currentVersions: () => { formulaVersion: string; dataVersion: string };
  cache: ReadCache;
  views: ViewCounter;
  /** Where rewrites of pages due for one wait; never the generation queue. */
  rewriteQueue: GenerationQueue;
  /** Tells the sockets watching a page that it was rewritten. */
  announce: (jobId: number) => Promise<void>;
  fallbackRewriteMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const forgetJob = (id: number) => deps.cache.invalidate(jobReadTags.page(id));

  /**
   * Counts a view of `page` and gives the popularity it shows: the stored figure (cached apart from
   * the page, see jobReadTags.popularity) with the views not yet stored.
   */
  function viewed(id: number, page: TJobDetail, stored: StoredPopularity): ViewedPage {
    deps.views.count(id);
    // The cached page itself, unchanged, so its serialised form can be kept beside it.
    return { page, popularity: stored.value + deps.views.unstored(id) };
  }

  const storedPopularity = (id: number, page: TJobDetail) =>
    deps.cache.getOrLoad<StoredPopularity>(
      jobReadTags.popularityKey(id),
      jobReadTags.popularity(id),
      async () => ({ value: (await deps.repository.popularity(id)) ?? page.search_popularity }),
    );

  async function requireJob(id: number): Promise<JobRow> {
    const job = await deps.repository.findById(id);
    if (!job) throw new AppError('not_found');
    return job;
  }

  const isCurrent = (versions: { formula: string; data: string }) => {
    const current = deps.currentVersions();
    return versions.formula === current.formulaVersion && versions.data === current.dataVersion;
  };
  const isDue = (nextRefreshAt: Date, versions: { formula: string; data: string }) =>
    now().getTime() >= nextRefreshAt.getTime() || !isCurrent(versions);
  const versionsOf = (job: JobRow) => ({ formula: job.formulaVersion, data: job.dataVersion });

  /** A stored page with its reviews, which live apart from it. */
  async function withReviews(job: JobRow): Promise<StoredPage> {
    const rows = await deps.repository.allReviews(job.id);
    const of = (language: Language) =>
      rows.filter((row) => row.language === language).map((row) => row.review);
    return { job, analysis: { ...job.analysis, reviews: { en: of('en'), zh: of('zh') } } };
  }
  /**
   * Due when any of its texts is: at 90 days, for a new formula or data version, or sooner for
   * the page text or a review the built-in analyst wrote in a model's place.
   */
  const isStale = ({ job, analysis }: StoredPage) =>
    isDue(
      nextRewriteAt(job.lastRefreshedAt, enginesOf(analysis), deps.fallbackRewriteMs),
      versionsOf(job),
    );
  /** Its model-written texts are still fresh: same figures, and not yet at the 90-day rewrite. */
  const hasFreshModelText = (job: JobRow) =>
    isCurrent(versionsOf(job)) &&
    now().getTime() < nextRewriteAt(job.lastRefreshedAt, [], deps.fallbackRewriteMs).getTime();
  /** Each cached page's rewrite date, read from its text once rather than on every view. */
  const dueDates = new WeakMap<TJobDetail, Date>();
  const dueDateOf = (page: TJobDetail) => {
    let date = dueDates.get(page);
    if (!date) dueDates.set(page, (date = new Date(page.next_refresh_at)));
    return date;
  };
  /** The same question of a cached page, which may have come due since it was cached. */
  const isPageDue = (page: TJobDetail) =>
    isDue(dueDateOf(page), {
      formula: page.evidence.formula_version,
      data: page.evidence.data_version,
    });

  // One rewrite per page at a time: readers who open a stale page together share the one that runs.
  const rewriting = new Map<number, Promise<JobRow>>();
  function reanalyse(page: StoredPage, force: boolean): Promise<JobRow> {
    const running = rewriting.get(page.job.id);
    if (running) return running;
    const rewrite = rewriteNow(page, force).finally(() => rewriting.delete(page.job.id));
    rewriting.set(page.job.id, rewrite);
    return rewrite;
  }

  /**
   * Writes the page again. Unless forced, the texts a model wrote that are still fresh are kept
   * and only the built-in analyst's stand-ins are asked for again, so a rewrite while a provider
   * is down never trades a model's review for a built-in one.
   */
  async function rewriteNow({ job, analysis: previous }: StoredPage, force: boolean) {
    const analysis = await deps.analyst.analyzeJob(
      { title: job.title, title_zh: job.titleZh, occupations: job.occupations },
      {
        analyst: normalizeAnalystId(job.modelName) ?? 'gpt',
        previous: !force && hasFreshModelText(job) ? previous : undefined,
      },
    );
    return deps.writes.replaceAnalysis(job, analysis);
  }

  /**
   * An admin's re-review: the four reviews written again from the page as it stands, unless a
   * provider is paused (the built-in reviews would replace the models' own).
   */
  async function reviewAgain(job: JobRow): Promise<boolean> {
    if (ANALYST_IDS.some((analyst) => deps.analyst.isPaused(analyst))) return false;
    const analysis = { ...job.analysis, reviews: { en: [], zh: [] } };
    const pairs = await Promise.all(
      ANALYST_IDS.map((analyst) => deps.analyst.reviewJob(analysis, analyst)),
    );
    for (const pair of pairs) await deps.writes.saveReview(job.id, pair);
    return true;
  }

  /** The rewrite queue's work on one page: false when it was left as it is. */
  async function rewriteIfDue(job: JobRow, kind: RewriteKind): Promise<boolean> {
    if (kind === 'reviews') return reviewAgain(job);
    const force = kind === 'forced';
    const page = await withReviews(job);
    if (!force && !isStale(page)) return false;
    if (needsPausedProvider(page, force)) return false;
    await reanalyse(page, force);
    return true;
  }

  const rewrites = createPageRewrites({
    queue: deps.rewriteQueue,
    repository: deps.repository,
    rewriteIfDue,
    announce: deps.announce,
    log: deps.log,
  });

  /**
   * Whether a rewrite of the page would find a provider it needs left alone after repeated
   * failures: the page text's writer, or an analyst whose review the built-in analyst wrote.
   */
  function needsPausedProvider({ job, analysis }: StoredPage, force: boolean): boolean {
    const writer = normalizeAnalystId(job.modelName) ?? 'gpt';
    const isWhole = force || !hasFreshModelText(job);
    const needed = new Set<TAnalystId>(isWhole ? [writer, ...ANALYST_IDS] : []);
    if (analysis.engine.fallback_reason) needed.add(writer);
    for (const review of analysis.reviews.en) {
      if (review.engine.fallback_reason) needed.add(review.provider);
    }
    return [...needed].some((analyst) => deps.analyst.isPaused(analyst));
  }

  const pagesSharing = (code: string, id: number) =>
    deps.repository.pagesOnOccupation(code, id, SHARED_PAGES_SHOWN);

  async function present(
    { job, analysis }: StoredPage,
    language: Language,
    refreshPending = false,
  ): Promise<TJobDetail> {
    const [history, jobIdsByCode, sharing] = await Promise.all([
      deps.repository.history(job.id),
      deps.repository.jobIdsByPrimaryCode(job.analysis.safer_occupations.map((s) => s.code)),
      pagesSharing(job.primaryCode, job.id),
    ]);
    return toDetail(job, language, {
      history,
      jobIdsByCode,
      basis: toBasis(job, language, sharing),
      chinaWages: chinaWagesOf(job.primaryCode, language),
      fallbackRewriteMs: deps.fallbackRewriteMs,
      reviewEngines: enginesOf(analysis).slice(1),
      refreshPending,
    });
  }

  return {
    async list(
      query: {
        page: number;
        page_size: number;
        search?: string | undefined;
        search_by: 'name' | 'category';
        filter: 'all' | 'low' | 'medium' | 'high' | 'popular';
      },
      language: Language,
    ) {
      const search = query.search?.replace(/[^\p{L}\p{N}\s-]/gu, '').trim() || undefined;
      const { rows, total } = await deps.repository.list({
        page: query.page,
        pageSize: query.page_size,
        filter: query.filter,
        search,
        searchBy: query.search_by,
        categoryIds:
          search && query.search_by === 'category' ? categoriesMatching(search) : undefined,
      });
      const names = categoryNames();
      return {
        items: rows.map((row) => toListItem(row, language, names)),
        page: query.page,
        page_size: query.page_size,
        total,
        has_more: query.page * query.page_size < total,
      };
    },

    /**
     * A job page; viewing counts towards popularity. A page due for rewriting is served as it
     * stands, marked `refresh_pending`, and its rewrite is queued: a reader never waits for a
     * model. The page comes from the read cache (job writes invalidate it), its stored popularity
     * from an entry of its own (stored views invalidate that one only), with the views counted
     * since that was read.
     */
    async detail(id: number, language: Language): Promise<ViewedPage> {
      const load = () =>
        deps.cache.getOrLoad(jobReadTags.pageKey(id, language), jobReadTags.page(id), async () => {
          const page = await withReviews(await requireJob(id));
          return present(page, language, isStale(page));
        });
      let detail = await load();
      // Cached before it came due: read once more, so the page says it is being refreshed.
      if (!detail.refresh_pending && isPageDue(detail)) {
        await forgetJob(id);
        detail = await load();
      }
      if (detail.refresh_pending) rewrites.request(id, new Date(detail.last_refreshed_at));
      return viewed(id, detail, await storedPopularity(id, detail));
    },

    /**
     * `detail` at once when the read cache holds the page (the busiest case), else undefined: a
     * page that has come due since it was cached takes the slow way, which marks it.
     */
    cachedDetail(id: number, language: Language): ViewedPage | undefined {
      const detail = deps.cache.peek<TJobDetail>(jobReadTags.pageKey(id, language));
      const stored = deps.cache.peek<StoredPopularity>(jobReadTags.popularityKey(id));
      if (!detail || !stored || (!detail.refresh_pending && isPageDue(detail))) return undefined;
      if (detail.refresh_pending) rewrites.request(id, new Date(detail.last_refreshed_at));
      return viewed(id, detail, stored);
    },

    /** The rewrite queue's processor: rewrites one page that is still due. */
    processRewrite: (key: string) => rewrites.process(key),

    /** Stores the views counted so far (the plugin does every second and on shutdown). */
    storeViews: () => deps.views.flush(),

    /**
     * Asks for the page to be written again with the current data and formula (without `force`,
     * only a page that is due) and answers at once: the rewrite waits on the rewrite queue like
     * every other, and `refresh_pending` says whether one was queued.
     */
    async refresh(id: number, force: boolean, language: Language): Promise<TJobDetail> {
      const page = await withReviews(await requireJob(id));
      const isQueued = force || isStale(page);
      if (isQueued) rewrites.request(id, page.job.lastRefreshedAt, force ? 'forced' : 'due');
      return present(page, language, isQueued);
    },

    async clearCache(id: number): Promise<void> {
      await requireJob(id);
      await forgetJob(id);
    },

    /**
     * The page's reviews as stored. With `forceRefresh` (an admin's), they are asked of the
     * analysts again on the rewrite queue and the answer says so with `refresh_pending`: the
     * request never waits for a model.
     */
    async reviews(id: number, language: Language, forceRefresh: boolean) {
      const job = await requireJob(id);
      if (forceRefresh) rewrites.request(job.id, job.lastRefreshedAt, 'reviews');
      const rows = await deps.repository.reviews(job.id, language);
      const order = (provider: string) =>
        ANALYST_IDS.indexOf(provider as (typeof ANALYST_IDS)[number]);
      return {
        job_id: job.id,
        reviews: rows.sort((a, b) => order(a.provider) - order(b.provider)).map(toLlmReview),
        ...(forceRefresh && { refresh_pending: true }),
      };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;

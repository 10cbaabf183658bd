import {
  ANALYST_IDS,
  type TAnalystId,
  type TEngine,
} from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystReview, TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import type { z } from 'zod';
import { analyzeJob as analyzeBuiltinJob } from '../analysis/analyze-job';
import { loadKnowledge, type KnowledgeBase } from '../knowledge/load-knowledge';
import { BUILTIN_ENGINE } from '../writing/engine';
import type { AnalystConfig } from './analyst-config';
import { resolveAnalystModels, type AnalystModel } from './analyst-models';
import {
  builtinReviews,
  replaceReviews,
  withFallbackReason,
  type ReviewPair,
} from './builtin-reviews';
import type { BuiltinAnalyze, JobInput } from './builtin-engine';
import { callModel, fallbackReason, type AttemptFailure } from './call-model';
import type { ModelCallBudget } from './call-budget';
import { providerBreaker } from './circuit-breaker';
import type { GateListener } from './gate/gate-report';
import { gateReview } from './gate/gate-review';
import { mergeModelText } from './merge-model-text';
import { ZModelJobText, ZModelReview } from './model-schemas';
import { jobTextPrompt, jobTextSystem, reviewPrompt, reviewSystem } from './prompts';
import { describeResearch } from './research-context';
import { deadlineOf, type WaitingStep } from './waiting-step';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A person is waiting (a search's new page): every call shares one LLM_TIMEOUT_MS from the
   * step's start, retries and Retry-After pauses included, and then the built-in text stands.
   */
  step?: WaitingStep;
}

export interface AnalyzeOptions extends CallOptions {
  /** Which persona writes the main text; the default is gpt. */
  analyst?: TAnalystId;
  /**
   * The page's analysis as it stands, when its figures are still current: the parts a model
   * wrote in it (the text, each review) are kept as they are, and only the parts the built-in
   * analyst wrote in a model's place are asked for again.
   */
  previous?: TJobAnalysis | undefined;
  /**
   * Write without any model, every part labelled with this reason (say, an anonymous address's
   * new pages for the day are past their share).
   */
  withoutModel?: string | undefined;
}

export interface Analyst {
  /** The engine that will write for this analyst: its real model when configured, else built-in. */
  engineFor(analyst: TAnalystId): TEngine;
  /**
   * Whether this analyst's provider is being left alone after repeated failures (its breaker is
   * open): background rewrites wait rather than write the built-in text again.
   */
  isPaused(analyst: TAnalystId, now?: number): boolean;
  /** The key of this analyst's provider health (its address and model); null when built-in. */
  breakerKey(analyst: TAnalystId): string | null;
  /** The model configured for this analyst, or null when the built-in analyst writes for it. */
  configuredModel(analyst: TAnalystId): { modelId: string; providerName: string } | null;
  /**
   * The complete analysis of a job: the figures always from the built-in computation, the text from
   * the chosen analyst's model, and a review from every analyst with a model. A provider failure
   * never throws: that part falls back to the built-in text, with the reason on its engine.
   */
  analyzeJob(input: JobInput, options?: AnalyzeOptions): Promise<TJobAnalysis>;
  /** One analyst's review of an analysis, in both languages. */
  reviewJob(
    analysis: TJobAnalysis,
    analyst: TAnalystId,
    options?: CallOptions,
  ): Promise<ReviewPair>;
}

export interface AnalystDependencies {
  /** The knowledge base the built-in analyst and the model's research facts come from. */
  knowledge?: KnowledgeBase;
  /** The built-in engine (analysis/analyze-job.ts); injectable for tests. */
  analyzeBuiltin?: BuiltinAnalyze;
  /** The clock behind a review's generated_version date. */
  now?: () => Date;
  /** Told about each failed model attempt, for the server's log; the reasons never hold a key. */
  onAttemptFailed?: (failure: AttemptFailure & { analyst: TAnalystId }) => void;
  /** Told what the gate did to each model answer: sentences dropped, sections given back. */
  onTextGated?: GateListener;
  /** The deployment's daily allowance of model requests; no cap when absent. */
  budget?: ModelCallBudget;
}

const llmEngine = (binding: AnalystModel): TEngine => ({
  kind: 'llm',
  label: binding.label,
  fallback_reason: null,
});
/** Written by a model, not by the built-in analyst in its place. */
const isModelWritten = (engine: TEngine) => engine.kind === 'llm' && !engine.fallback_reason;

/** The analyst's model-written review pair in `analysis`, if it holds one in both languages. */
function modelReviewIn(analysis: TJobAnalysis, analyst: TAnalystId): ReviewPair | undefined {
  const find = (reviews: TAnalystReview[]) =>
    reviews.find((review) => review.provider === analyst && isModelWritten(review.engine));
  const en = find(analysis.reviews.en);
  const zh = find(analysis.reviews.zh);
  return en && zh ? { en, zh } : undefined;
}

export function createAnalyst(
  config: AnalystConfig,
  dependencies: AnalystDependencies = {},
): Analyst {
  const models = resolveAnalystModels(config);
  const analyzeBuiltin = dependencies.analyzeBuiltin ?? analyzeBuiltinJob;
  const now = dependencies.now ?? (() => new Date());
  // Loaded on the first model call only, so an analyst with no keys costs nothing extra.
  const knowledge = () => dependencies.knowledge ?? loadKnowledge();

  const call = <T>(
    analyst: TAnalystId,
    binding: AnalystModel,
    request: { schema: z.ZodType<T>; schemaName: string; system: string; prompt: string },
    { signal, step }: CallOptions,
  ) =>
    callModel({
      binding,
      ...request,
      timeoutMs: config.timeoutMs,
      deadline: step && deadlineOf(step, config.timeoutMs),
      signal,
      budget: dependencies.budget,
      onAttemptFailed:
        dependencies.onAttemptFailed &&
        ((failure) => dependencies.onAttemptFailed?.({ ...failure, analyst })),
    });

  async function writeText(builtin: TJobAnalysis, analyst: TAnalystId, options: AnalyzeOptions) {
    const binding = models.get(analyst);
    if (!binding) return builtin;
    const { previous, withoutModel } = options;
    // Same figures (the caller says so), so the model's text still fits them.
    if (previous && isModelWritten(previous.engine))
      return { ...previous, reviews: builtin.reviews };
    if (withoutModel) {
      return { ...builtin, engine: { ...builtin.engine, fallback_reason: withoutModel } };
    }
    const result = await call(
      analyst,
      binding,
      {
        schema: ZModelJobText,
        schemaName: 'job_page_text',
        system: jobTextSystem(analyst, builtin),
        prompt: jobTextPrompt(builtin, describeResearch(builtin, knowledge())),
      },
      options,
    );
    if (result.ok) {
      const merged = mergeModelText(builtin, result.value, llmEngine(binding));
      dependencies.onTextGated?.({ ...merged.report, label: binding.label });
      return merged.analysis;
    }
    return {
      ...builtin,
      engine: { ...builtin.engine, fallback_reason: fallbackReason(binding, result) },
    };
  }

  async function reviewJob(
    analysis: TJobAnalysis,
    analyst: TAnalystId,
    options: CallOptions & Pick<AnalyzeOptions, 'withoutModel'> = {},
  ): Promise<ReviewPair> {
    const binding = models.get(analyst);
    const fallback = () =>
      builtinReviews(analysis, analyst, analyzeBuiltin, dependencies.knowledge);
    if (!binding) return fallback();
    if (options.withoutModel) return withFallbackReason(fallback(), options.withoutModel);
    const result = await call(
      analyst,
      binding,
      {
        schema: ZModelReview,
        schemaName: 'analyst_review',
        system: reviewSystem(analyst),
        prompt: reviewPrompt(analysis, describeResearch(analysis, knowledge())),
      },
      options,
    );
    if (!result.ok) return withFallbackReason(fallback(), fallbackReason(binding, result));
    const gated = gateReview(analysis, result.value, `review ${analyst}`);
    dependencies.onTextGated?.({ ...gated.report, label: binding.label });
    const texts = gated.texts;
    if (!texts)
      return withFallbackReason(
        fallback(),
        `${binding.providerName}'s review stated figures this page does not hold`,
        'rejected',
      );
    const generated_version = `${binding.modelId}@${now().toISOString().slice(0, 10)}`;
    const review = (language: 'en' | 'zh'): TAnalystReview => ({
      provider: analyst,
      ...texts[language],
      score: result.value.score,
      verdict: result.value.verdict,
      score_unknown_reason: null,
      generated_version,
      engine: llmEngine(binding),
    });
    return { en: review('en'), zh: review('zh') };
  }

  return {
    engineFor: (analyst) => {
      const binding = models.get(analyst);
      return binding ? llmEngine(binding) : { ...BUILTIN_ENGINE.en };
    },
    configuredModel: (analyst) => {
      const binding = models.get(analyst);
      return binding ? { modelId: binding.modelId, providerName: binding.providerName } : null;
    },
    isPaused: (analyst, at = Date.now()) => {
      const binding = models.get(analyst);
      const until = binding ? providerBreaker.pausedUntil(binding.breakerKey) : null;
      return until !== null && until > at;
    },
    breakerKey: (analyst) => models.get(analyst)?.breakerKey ?? null,
    reviewJob,
    async analyzeJob(input, options = {}) {
      // Always first: it holds the grounded figures, and it is the answer if every model fails.
      const builtin = analyzeBuiltin(input, dependencies.knowledge);
      const reviewers = ANALYST_IDS.filter((analyst) => models.has(analyst));
      // The text and the reviews are written at once, so a person waits for the slowest call
      // rather than for the text and then the reviews: each review judges the figures and the
      // built-in analyst's reading of them, which the page's text rests on whoever words it.
      const [analysis, written] = await Promise.all([
        writeText(builtin, options.analyst ?? 'gpt', options),
        Promise.all(
          reviewers.map(async (analyst) => {
            const kept = options.previous && modelReviewIn(options.previous, analyst);
            return [analyst, kept || (await reviewJob(builtin, analyst, options))] as const;
          }),
        ),
      ]);
      if (reviewers.length === 0) return analysis;
      return {
        ...analysis,
        reviews: {
          en: replaceReviews(analysis.reviews.en, written, 'en'),
          zh: replaceReviews(analysis.reviews.zh, written, 'zh'),
        },
      };
    },
  };
}

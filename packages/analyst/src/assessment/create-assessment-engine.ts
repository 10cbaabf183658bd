import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TPhase1Question } from '@irreplaceable/contracts/assessments/assessment';
import type { TCategoryScore } from '@irreplaceable/contracts/assessments/categories';
import type { z } from 'zod';
import { loadKnowledge, type KnowledgeBase } from '../knowledge/load-knowledge';
import type { AnalystConfig } from '../llm/analyst-config';
import { resolveAnalystModels, type AnalystModel } from '../llm/analyst-models';
import { callModel, fallbackReason, type AttemptFailure } from '../llm/call-model';
import type { ModelCallBudget } from '../llm/call-budget';
import { deadlineOf } from '../llm/waiting-step';
import type { GateListener, GateReport } from '../llm/gate/gate-report';
import { weakestFirst } from './answer-facts';
import { OPTION_IDS } from './bank/bank-question';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import {
  gateChallenges,
  gateFinalReport,
  gateInterimSummary,
  gateQuestion,
} from './gate-assessment-text';
import { buildJobProfile } from './job-profile';
import {
  challengeKey,
  modelChallengeSet,
  ZModelFinalReport,
  ZModelInterimSummary,
  ZModelPhase1Question,
  type TModelChallenge,
  type TModelPhase1Question,
} from './model-schemas';
import {
  assessmentSystem,
  challengesPrompt,
  describeAnswers,
  describeJob,
  finalReportPrompt,
  interimPrompt,
  question1Prompt,
  question2Prompt,
  question3Prompt,
} from './prompts';
import { categoryScores, fitScore } from './scoring';
import type {
  AssessmentContext,
  AssessmentEngine,
  AssessmentSoFar,
  CallOptions,
  Generated,
  StoredChallenge,
} from './types';

export interface AssessmentEngineDependencies {
  /** The knowledge base behind the job's activities; loaded on first use when not given. */
  knowledge?: KnowledgeBase;
  /** Told about each failed model attempt, for the server's log; the reasons never hold a key. */
  onAttemptFailed?: (failure: AttemptFailure & { analyst: TAnalystId }) => void;
  /** Told what the gate did to each model answer it checks. */
  onTextGated?: GateListener;
  /** The deployment's daily allowance of model requests; no cap when absent. */
  budget?: ModelCallBudget;
}

/** Quick answers shown under a phase-1 question, and items of any other list a model writes. */
const MAX_OPTIONS = 4;
const MAX_LIST = 5;

/** One part of the assessment as a model writes it, and how it becomes ours. */
interface WrittenPart<M, T> {
  schema: z.ZodType<M>;
  schemaName: string;
  /** Built only when a model will be asked. */
  prompt: () => string;
  toValue: (model: M, engine: TEngine) => T;
  fallback: () => Promise<Generated<T>>;
  /** Puts the fallback's engine inside the value too, for values that carry one. */
  relabel?: (value: T, engine: TEngine) => T;
  /**
   * The gate every model text passes before it is ours: the answer as it may be kept, or null
   * when it stated figures the job does not hold (the built-in part answers then).
   */
  gate: (model: M) => { model: M | null; report: GateReport };
}

const llmEngine = (binding: AnalystModel): TEngine => ({
  kind: 'llm',
  label: binding.label,
  fallback_reason: null,
});

/**
 * A model's next steps as it wrote them, without blanks and repeats, at most five. Fewer than the
 * three the prompt asks for stay fewer: the report carries the model's label, so none of ours are
 * mixed in.
 */
function modelNextSteps(written: readonly string[]): string[] {
  return [...new Set(written.map((step) => step.trim()).filter(Boolean))].slice(0, MAX_LIST);
}

function storedChallenges(
  written: Record<string, TModelChallenge>,
  count: number,
  weakest: string,
): StoredChallenge[] {
  return Array.from({ length: count }, (_, index) => {
    const challenge = written[challengeKey(index)]!;
    const choices = OPTION_IDS.map((id) => ({ id, ...challenge.choices[id] }));
    return {
      challenge_number: index + 1,
      title: challenge.title,
      challenge_text: challenge.challenge_text,
      choices: choices.map(({ id, text }) => ({ id, text })),
      follow_up: challenge.follow_up,
      require_supplementary: challenge.category === weakest,
      readings: Object.fromEntries(choices.map(({ id, reading }) => [id, reading])),
    };
  });
}

/**
 * The assessment engine of the analysts: for an analyst whose provider is configured, the phase-1
 * questions, the interim summary, the challenges and the report come from its model through
 * structured output; scores, the fit score and the phase-2 questions are always ours. A model
 * failure gives the built-in answer with the reason on its engine. Without any model this is the
 * built-in engine itself.
 */
export function createAssessmentEngine(
  config: AnalystConfig,
  dependencies: AssessmentEngineDependencies = {},
): AssessmentEngine {
  const builtin = createBuiltinAssessmentEngine({ knowledge: dependencies.knowledge });
  const models = resolveAnalystModels(config);
  if (models.size === 0) return builtin;
  const knowledge = () => dependencies.knowledge ?? loadKnowledge();

  /**
   * One part written by the analyst's model and turned into ours, or the built-in part when the
   * analyst has no model or its model failed (then labelled with the reason).
   */
  async function written<M, T>(
    context: AssessmentContext,
    part: WrittenPart<M, T>,
    options: CallOptions,
  ): Promise<Generated<T>> {
    const binding = models.get(context.analyst);
    if (!binding) return part.fallback();
    const result = await callModel({
      binding,
      schema: part.schema,
      schemaName: part.schemaName,
      system: assessmentSystem(context),
      prompt: part.prompt(),
      // A person is waiting: past the interactive budget, counted from the start of the step
      // (every call in it shares it), the built-in text answers, labelled.
      timeoutMs: Math.min(config.timeoutMs, config.interactiveTimeoutMs),
      deadline: deadlineOf(options.step, config.interactiveTimeoutMs),
      signal: options.signal,
      budget: dependencies.budget,
      onAttemptFailed:
        dependencies.onAttemptFailed &&
        ((failure) => dependencies.onAttemptFailed?.({ ...failure, analyst: context.analyst })),
    });
    const fallback = async (reason: string, kind?: 'rejected') => {
      const builtinPart = await part.fallback();
      const engine = {
        ...builtinPart.engine,
        fallback_reason: reason,
        ...(kind && { fallback_kind: kind }),
      };
      return { value: part.relabel?.(builtinPart.value, engine) ?? builtinPart.value, engine };
    };
    if (!result.ok) return fallback(fallbackReason(binding, result));
    const { model, report } = part.gate(result.value);
    dependencies.onTextGated?.({ ...report, label: binding.label });
    if (!model)
      return fallback(`${binding.providerName} stated figures this job does not hold`, 'rejected');
    const engine = llmEngine(binding);
    return { value: part.toValue(model, engine), engine };
  }

  const jobFacts = (context: AssessmentContext) =>
    describeJob(context, buildJobProfile(context, knowledge()));
  const scored = (context: AssessmentContext, soFar: AssessmentSoFar): TCategoryScore[] =>
    categoryScores(
      soFar.phase2,
      context.language,
      soFar.phase1.map((item) => item.answer),
    );
  const questionPart = (
    context: AssessmentContext,
    number: 1 | 2 | 3,
    prompt: (job: string) => string,
    fallback: () => Promise<Generated<TPhase1Question>>,
  ): WrittenPart<TModelPhase1Question, TPhase1Question> => ({
    schema: ZModelPhase1Question,
    schemaName: 'assessment_question',
    prompt: () => prompt(jobFacts(context)),
    toValue: (model, engine) => ({
      question_number: number,
      question_text: model.question_text,
      options: model.options.slice(0, MAX_OPTIONS),
      engine,
    }),
    fallback,
    // Phase-1 questions carry their engine inside the value as well.
    relabel: (question, engine) => ({ ...question, engine }),
    gate: (model) => gateQuestion(model, context),
  });

  return {
    engineFor: (analyst) => {
      const binding = models.get(analyst);
      return binding ? llmEngine(binding) : builtin.engineFor(analyst);
    },
    phase2Questions: (context, count) => builtin.phase2Questions(context, count),
    rewordBuiltinReport: (context, soFar, stored, options) =>
      builtin.rewordBuiltinReport(context, soFar, stored, options),
    question1: (context, options = {}) =>
      written(
        context,
        questionPart(
          context,
          1,
          (job) => question1Prompt(context, job),
          () => builtin.question1(context),
        ),
        options,
      ),
    question2: (context, answer1, options = {}) =>
      written(
        context,
        questionPart(
          context,
          2,
          (job) => question2Prompt(context, job, answer1),
          () => builtin.question2(context, answer1),
        ),
        options,
      ),
    question3: (context, answer1, answer2, options = {}) =>
      written(
        context,
        questionPart(
          context,
          3,
          (job) => question3Prompt(job, answer1, answer2),
          () => builtin.question3(context, answer1, answer2),
        ),
        options,
      ),
    interimSummary: (context, soFar, options = {}) => {
      const scores = scored(context, soFar);
      return written(
        context,
        {
          schema: ZModelInterimSummary,
          schemaName: 'interim_summary',
          prompt: () => interimPrompt(jobFacts(context), describeAnswers(soFar, scores, null)),
          toValue: (model) => ({
            ...model,
            strengths: model.strengths.slice(0, MAX_LIST),
            watch_points: model.watch_points.slice(0, MAX_LIST),
            category_scores: scores,
          }),
          fallback: () => builtin.interimSummary(context, soFar),
          gate: (model) =>
            gateInterimSummary(
              model,
              context,
              scores.map((s) => s.score),
            ),
        },
        options,
      );
    },
    challenges: (context, soFar, count, options = {}) => {
      const scores = scored(context, soFar);
      const weakest = weakestFirst(scores)[0]!.category;
      return written(
        context,
        {
          schema: modelChallengeSet(count),
          schemaName: 'mirror_challenges',
          prompt: () =>
            challengesPrompt(
              jobFacts(context),
              describeAnswers(soFar, scores, null),
              count,
              weakest,
            ),
          toValue: (model) => storedChallenges(model, count, weakest),
          fallback: () => builtin.challenges(context, soFar, count),
          gate: (model) =>
            gateChallenges(
              model,
              context,
              scores.map((s) => s.score),
            ),
        },
        options,
      );
    },
    finalReport: (context, soFar, options = {}) => {
      const scores = scored(context, soFar);
      const fit = fitScore(scores, context.job.analysis);
      return written(
        context,
        {
          schema: ZModelFinalReport,
          schemaName: 'final_report',
          prompt: () =>
            finalReportPrompt(jobFacts(context), describeAnswers(soFar, scores, fit), fit),
          // Whatever the model says about numbers, the scores are ours.
          toValue: (model) => ({
            report_5a: model.report_5a,
            report_5b: {
              ...model.report_5b,
              next_steps: modelNextSteps(model.report_5b.next_steps),
            },
            category_scores: scores,
            fit_score: fit,
          }),
          fallback: () => builtin.finalReport(context, soFar),
          gate: (model) => gateFinalReport(model, context, [fit, ...scores.map((s) => s.score)]),
        },
        options,
      );
    },
  };
}

import { tidyChineseIn } from '@irreplaceable/contracts/common/chinese-style';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import { loadKnowledge, type KnowledgeBase } from '../knowledge/load-knowledge';
import { BUILTIN_ENGINE } from '../writing/engine';
import { builtinChallenges } from './challenges/build-challenges';
import { builtinFinalReport } from './final-report';
import { builtinInterimSummary } from './interim-summary';
import { buildJobProfile } from './job-profile';
import { builtinQuestion1, builtinQuestion2, builtinQuestion3 } from './phase1-questions';
import { selectPhase2Questions } from './phase2-selection';
import { rewordBuiltinReport } from './reword-report';
import type { AssessmentContext, AssessmentEngine } from './types';

export interface BuiltinAssessmentDependencies {
  /** Where the job's work activities come from; loaded on first use when not given. */
  knowledge?: KnowledgeBase;
}

/** The label of built-in output, in the assessment's language (as the job pages label theirs). */
export const builtinEngine = (context: AssessmentContext): TEngine => ({
  ...BUILTIN_ENGINE[context.language],
});

/**
 * The built-in assessment engine: every question, summary, challenge and report comes from our
 * question bank, our texts and the job's own analysis. Pure and deterministic: the same context
 * and answers always give the same output (choices are seeded by the assessment id, never by a
 * clock or Math.random).
 */
export function createBuiltinAssessmentEngine(
  dependencies: BuiltinAssessmentDependencies = {},
): AssessmentEngine {
  const knowledge = () => dependencies.knowledge ?? loadKnowledge();
  const profile = (context: AssessmentContext) => buildJobProfile(context, knowledge());
  // Chinese output is written to the same style rules as the job pages.
  const inLanguage = <T>(context: AssessmentContext, value: T) =>
    context.language === 'zh' ? tidyChineseIn(value) : value;
  const generated = <T>(context: AssessmentContext, value: T) => ({
    value: inLanguage(context, value),
    engine: builtinEngine(context),
  });

  return {
    engineFor: () => ({ ...BUILTIN_ENGINE.en }),
    question1: async (context) =>
      generated(context, builtinQuestion1(context, builtinEngine(context))),
    question2: async (context, answer1) =>
      generated(context, builtinQuestion2(context, answer1, builtinEngine(context))),
    question3: async (context, answer1, answer2) =>
      generated(
        context,
        builtinQuestion3(context, profile(context), answer1, answer2, builtinEngine(context)),
      ),
    phase2Questions: (context, count) => inLanguage(context, selectPhase2Questions(context, count)),
    interimSummary: async (context, soFar) =>
      generated(context, builtinInterimSummary(context, profile(context), soFar)),
    challenges: async (context, soFar, count) =>
      generated(context, builtinChallenges(context, profile(context), soFar, count)),
    finalReport: async (context, soFar) =>
      generated(context, builtinFinalReport(context, profile(context), soFar)),
    rewordBuiltinReport: (context, soFar, stored, options) =>
      inLanguage(context, rewordBuiltinReport(context, profile(context), soFar, stored, options)),
  };
}

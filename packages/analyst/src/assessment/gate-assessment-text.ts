import { gateFields } from '../llm/gate/gate-fields';
import type { PageGround } from '../llm/gate/gate-text';
import { jobGround } from '../llm/gate/gate-job-text';
import type { GateReport } from '../llm/gate/gate-report';
import type {
  TModelChallenge,
  TModelFinalReport,
  TModelInterimSummary,
  TModelPhase1Question,
} from './model-schemas';
import type { AssessmentContext } from './types';

/**
 * The assessment's model texts through the same gate as the job page's: against the job page's
 * own figures and the person's computed scores, every text sanitised (no outside image, no link
 * outside the app's cited sources) and cleared of sentences stating a figure neither holds. A
 * part with any text that lost more than a third of its sentences is null: the built-in part
 * answers, labelled.
 */
type Gated<M> = { model: M | null; report: GateReport };

/** What the assessment states itself: the job page's figures and the person's scores. */
function assessmentGround(context: AssessmentContext, scores: readonly number[]): PageGround {
  const page = jobGround(context.job.analysis);
  return { ...page, percents: [...page.percents, ...scores] };
}

/** A list's items as fields "<name>.<index>", and back without the items the gate emptied. */
const listFields = (name: string, items: readonly string[]) =>
  Object.fromEntries(items.map((item, index) => [`${name}.${index}`, item]));
const listOf = (name: string, items: readonly string[], texts: Record<string, string>) =>
  items.map((_, index) => texts[`${name}.${index}`]!).filter(Boolean);

export function gateQuestion(
  model: TModelPhase1Question,
  context: AssessmentContext,
): Gated<TModelPhase1Question> {
  const { texts, report } = gateFields<string>(
    { question_text: model.question_text, ...listFields('options', model.options) },
    assessmentGround(context, []),
    'assessment question',
  );
  if (!texts || !texts.question_text) return { model: null, report };
  return {
    model: { question_text: texts.question_text, options: listOf('options', model.options, texts) },
    report,
  };
}

export function gateInterimSummary(
  model: TModelInterimSummary,
  context: AssessmentContext,
  scores: readonly number[],
): Gated<TModelInterimSummary> {
  const { texts, report } = gateFields<string>(
    {
      headline: model.headline,
      summary: model.summary,
      ...listFields('strengths', model.strengths),
      ...listFields('watch_points', model.watch_points),
    },
    assessmentGround(context, scores),
    'assessment interim summary',
  );
  if (!texts || !texts.headline || !texts.summary) return { model: null, report };
  return {
    model: {
      headline: texts.headline,
      summary: texts.summary,
      strengths: listOf('strengths', model.strengths, texts),
      watch_points: listOf('watch_points', model.watch_points, texts),
    },
    report,
  };
}

const CHALLENGE_TEXTS = ['title', 'challenge_text', 'follow_up'] as const;
const CHOICE_IDS = ['a', 'b', 'c', 'd'] as const;

/** Every text of every challenge, each choice's words and its reading included. */
export function gateChallenges(
  model: Record<string, TModelChallenge>,
  context: AssessmentContext,
  scores: readonly number[],
): Gated<Record<string, TModelChallenge>> {
  const fields: Record<string, string> = {};
  for (const [key, challenge] of Object.entries(model)) {
    for (const field of CHALLENGE_TEXTS) fields[`${key}.${field}`] = challenge[field];
    for (const id of CHOICE_IDS) {
      fields[`${key}.${id}.text`] = challenge.choices[id].text;
      fields[`${key}.${id}.reading`] = challenge.choices[id].reading;
    }
  }
  const { texts, report } = gateFields(
    fields,
    assessmentGround(context, scores),
    'assessment challenges',
  );
  if (!texts) return { model: null, report };
  const gated = Object.fromEntries(
    Object.entries(model).map(([key, challenge]) => [
      key,
      {
        ...challenge,
        title: texts[`${key}.title`]!,
        challenge_text: texts[`${key}.challenge_text`]!,
        follow_up: texts[`${key}.follow_up`]!,
        choices: Object.fromEntries(
          CHOICE_IDS.map((id) => [
            id,
            { text: texts[`${key}.${id}.text`]!, reading: texts[`${key}.${id}.reading`]! },
          ]),
        ) as TModelChallenge['choices'],
      },
    ]),
  );
  return { model: gated, report };
}

export function gateFinalReport(
  model: TModelFinalReport,
  context: AssessmentContext,
  scores: readonly number[],
): Gated<TModelFinalReport> {
  const { texts, report } = gateFields<string>(
    {
      headline: model.report_5a.headline,
      cognitive_personal_reflection: model.report_5a.cognitive_personal_reflection,
      what_you_need: model.report_5b.what_you_need,
      ...listFields('next_steps', model.report_5b.next_steps),
    },
    assessmentGround(context, scores),
    'assessment report',
  );
  if (!texts) return { model: null, report };
  return {
    model: {
      report_5a: {
        headline: texts.headline!,
        cognitive_personal_reflection: texts.cognitive_personal_reflection!,
      },
      report_5b: {
        what_you_need: texts.what_you_need!,
        next_steps: listOf('next_steps', model.report_5b.next_steps, texts),
      },
    },
    report,
  };
}

import { gateFields } from '../llm/gate/gate-fields';
import { jobGround } from '../llm/gate/gate-job-text';
import type { GateReport } from '../llm/gate/gate-report';
import type { TModelFinalReport } from './model-schemas';
import type { AssessmentContext } from './types';

/**
 * A model's final report through the gate: against the job page's own figures and the person's
 * scores, every text sanitised and cleared of sentences with a figure neither holds.
 */
export function gateFinalReport(
  model: TModelFinalReport,
  context: AssessmentContext,
  scores: readonly number[],
): { model: TModelFinalReport | null; report: GateReport } {
  const page = jobGround(context.job.analysis);
  const ground = { ...page, percents: [...page.percents, ...scores] };
  const steps: Record<string, string> = Object.fromEntries(
    model.report_5b.next_steps.map((step, index) => [`next_steps.${index}`, step]),
  );
  const { texts, report } = gateFields<string>(
    {
      headline: model.report_5a.headline,
      cognitive_personal_reflection: model.report_5a.cognitive_personal_reflection,
      what_you_need: model.report_5b.what_you_need,
      ...steps,
    },
    ground,
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
        next_steps: model.report_5b.next_steps
          .map((_, index) => texts[`next_steps.${index}`]!)
          .filter(Boolean),
      },
    },
    report,
  };
}

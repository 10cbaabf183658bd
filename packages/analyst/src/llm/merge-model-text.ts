import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import {
  JOB_TEXT_SECTIONS,
  type TJobAnalysis,
} from '@irreplaceable/contracts/analysis/job-analysis';
import { gateJobText } from './gate/gate-job-text';
import type { GateReport } from './gate/gate-report';
import type { TModelJobText } from './model-schemas';

/**
 * The built-in analysis with the model's text in place of its own, once the text has passed the
 * gate: each section that fails it stays the built-in one and is named in `builtin_sections`. The
 * rate, the irreplaceability, the evidence, the safer occupations and the demand score always stay
 * the computed ones.
 */
export function mergeModelText(
  builtin: TJobAnalysis,
  written: TModelJobText,
  engine: TEngine,
): { analysis: TJobAnalysis; report: GateReport } {
  const gated = gateJobText(builtin, written);
  const isAllBuiltin = gated.report.builtin.length === 2 * JOB_TEXT_SECTIONS.length;
  return {
    analysis: {
      ...builtin,
      content: gated.content,
      // Every section the built-in one: the page is the built-in analyst's, and says why.
      engine: isAllBuiltin
        ? {
            ...builtin.engine,
            fallback_reason: `${engine.label} stated figures this page does not hold`,
            fallback_kind: 'rejected' as const,
          }
        : engine,
      builtin_sections: isAllBuiltin ? { en: [], zh: [] } : gated.builtinSections,
    },
    report: gated.report,
  };
}

import type { MicrosoftIwaMetrics } from '../../../packages/analyst/src/knowledge/types';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'microsoft-working-with-ai';

/** AI applicability score per SOC 2018 / NEM code. */
export function readMicrosoftScores(sourceDir: string): Map<string, number> {
  const rows = readTable(sourceDir, `${DIR}/soc_ai_applicability_scores.csv`, CSV, [
    'SOC Code',
    'ai_applicability_score',
  ]);
  return new Map(
    rows.map((row) => [
      field(row, 'SOC Code').trim(),
      parseDecimal(field(row, 'ai_applicability_score'), 'ai_applicability_score'),
    ]),
  );
}

/** Our field name → the iwa_metrics.csv column. */
const IWA_COLUMNS: Record<keyof MicrosoftIwaMetrics, string> = {
  shareUser: 'share_user',
  shareAi: 'share_ai',
  completionUser: 'completion_user',
  completionAi: 'completion_ai',
  scopeUser: 'impact_scope_user',
  scopeAi: 'impact_scope_ai',
  feedbackUser: 'feedback_positive_fraction_user',
  feedbackAi: 'feedback_positive_fraction_ai',
  impactUser: 'completion_x_scope_x_coverage_user',
  impactAi: 'completion_x_scope_x_coverage_ai',
};

/** Per-IWA metrics, unrounded (assemble-reference rounds them). */
export function readMicrosoftIwaMetrics(sourceDir: string): Map<string, MicrosoftIwaMetrics> {
  const rows = readTable(sourceDir, `${DIR}/iwa_metrics.csv`, CSV, [
    'IWA',
    ...Object.values(IWA_COLUMNS),
  ]);
  const map = new Map<string, MicrosoftIwaMetrics>();
  for (const row of rows) {
    // Microsoft leaves a cell empty where an IWA had too few conversations to measure.
    const read = (key: keyof MicrosoftIwaMetrics): number | null => {
      const text = field(row, IWA_COLUMNS[key]).trim();
      return text === '' ? null : parseDecimal(text, IWA_COLUMNS[key]);
    };
    map.set(field(row, 'IWA').trim(), {
      shareUser: read('shareUser'),
      shareAi: read('shareAi'),
      completionUser: read('completionUser'),
      completionAi: read('completionAi'),
      scopeUser: read('scopeUser'),
      scopeAi: read('scopeAi'),
      feedbackUser: read('feedbackUser'),
      feedbackAi: read('feedbackAi'),
      impactUser: read('impactUser'),
      impactAi: read('impactAi'),
    });
  }
  return map;
}

import { FORMULA_VERSION } from '@irreplaceable/analyst/scoring/formula';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { analystContext } from '@irreplaceable/analyst/analysis/analyst-context';

type AnalysisVersions = Readonly<{ formulaVersion: string; dataVersion: string }>;
let current: AnalysisVersions | undefined;

/**
 * What a fresh analysis would record; a page with other versions is refreshed when viewed. Asked on
 * every page view, and the same for the life of the process (its knowledge is loaded once).
 */
export function currentAnalysisVersions(): AnalysisVersions {
  current ??= Object.freeze({
    formulaVersion: FORMULA_VERSION,
    dataVersion: analystContext(loadKnowledge()).dataVersion,
  });
  return current;
}

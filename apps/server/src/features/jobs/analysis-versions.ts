import { FORMULA_VERSION } from '@irreplaceable/analyst/scoring/formula';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { analystContext } from '@irreplaceable/analyst/analysis/analyst-context';

/** What a fresh analysis would record; a page with other versions is refreshed when viewed. */
export function currentAnalysisVersions(): { formulaVersion: string; dataVersion: string } {
  return {
    formulaVersion: FORMULA_VERSION,
    dataVersion: analystContext(loadKnowledge()).dataVersion,
  };
}

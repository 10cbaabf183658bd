import { ANALYST_IDS, type TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAssessmentType } from '@irreplaceable/contracts/assessments/assessment';

/** Free mode talks only to gpt; credit mode to any analyst (spec 001 sections 1 and 5). */
export function selectableAnalysts(mode: TAssessmentType): readonly TAnalystId[] {
  return mode === 'free' ? ['gpt'] : ANALYST_IDS;
}

export function isAnalystSelectable(mode: TAssessmentType, analystId: TAnalystId): boolean {
  return selectableAnalysts(mode).includes(analystId);
}

/** The analyst a start will use: switching to free mode falls back to gpt. */
export function effectiveAnalyst(mode: TAssessmentType, chosen: TAnalystId): TAnalystId {
  return isAnalystSelectable(mode, chosen) ? chosen : 'gpt';
}

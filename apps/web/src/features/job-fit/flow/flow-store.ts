import { create } from 'zustand';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAssessmentType } from '@irreplaceable/contracts/assessments/assessment';

/**
 * The modal's stages (spec 001 section 4); the history list is a view of the selection stage. At
 * `results` the modal hands over to the report's own page.
 */
export type TStage = 'loading' | 'selection' | 'conversation' | 'results';

/** What the loading stage says it is doing. */
export type TLoadingReason = 'opening' | 'starting' | 'resuming' | 'existing';

type TFlowState = {
  stage: TStage;
  loadingReason: TLoadingReason;
  /** The assessment whose report the results stage leads to. */
  resultsId: string | null;
  /** Phase 5 is being written: the analyst's rotating message shows. */
  isGenerating: boolean;
  /** A challenge answer is on its way; a second send is refused until it lands or 10 s pass. */
  isChallengeGuarded: boolean;
  /** The last start was refused for lack of credit: the top-up notice shows. */
  isCreditShort: boolean;
  /** When the conversation last moved, for the stall nudge. */
  lastActivityAt: number;
  /** The selection's mode and analyst, kept when a refused start brings the selection back. */
  mode: TAssessmentType;
  chosenAnalyst: TAnalystId;
};

const initialState: TFlowState = {
  stage: 'loading',
  loadingReason: 'opening',
  resultsId: null,
  isGenerating: false,
  isChallengeGuarded: false,
  isCreditShort: false,
  lastActivityAt: 0,
  mode: 'free',
  chosenAnalyst: 'gpt',
};

/** What the modal shows at the moment; not persisted: the session store keeps what matters. */
export const useFlowStore = create<TFlowState>()(() => initialState);

export function resetFlowStore(): void {
  useFlowStore.setState(initialState);
}

import { AssessmentFlow, type TJobRef } from './assessment-flow';
import { resetFlowStore } from './flow-store';

type TClaim = { jobId: number; flow: AssessmentFlow; isReleased: boolean };

/** The flow of the modal that is open; one opening of the modal has exactly one. */
let claimed: TClaim | null = null;

/**
 * The flow for a modal about to mount. A modal that mounts again within the same opening (its
 * parent renders it elsewhere in the tree, or React checks its effects twice) gets the flow it
 * already had, so opening the assessment (the history and status calls) happens once.
 */
export function claimFlow(job: TJobRef): AssessmentFlow {
  if (claimed?.jobId === job.id) {
    claimed.isReleased = false;
    return claimed.flow;
  }
  if (claimed) endFlow(claimed.flow);
  // The stage store outlives the modal: a new opening must not render the last one's stage.
  resetFlowStore();
  claimed = { jobId: job.id, flow: new AssessmentFlow(job), isReleased: false };
  return claimed.flow;
}

/** The modal mounted (again): its flow stays. */
export function keepFlow(flow: AssessmentFlow): void {
  if (claimed?.flow === flow) claimed.isReleased = false;
}

/**
 * The modal unmounted: the flow ends unless the modal mounts again in the same commit (a remount
 * runs its effects before this microtask).
 */
export function releaseFlow(flow: AssessmentFlow): void {
  if (claimed?.flow !== flow) return;
  const claim = claimed;
  claim.isReleased = true;
  queueMicrotask(() => {
    if (claimed === claim && claim.isReleased) endFlow(flow);
  });
}

/** The modal was closed: the flow stops now, and the next opening starts afresh. */
export function endFlow(flow: AssessmentFlow): void {
  flow.dispose();
  if (claimed?.flow !== flow) return;
  claimed = null;
  resetFlowStore();
}

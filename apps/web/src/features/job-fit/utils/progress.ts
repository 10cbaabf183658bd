import { ASSESSMENT } from '@irreplaceable/contracts/constants';
import type { TAssessmentSession, TPhase, TStepCount } from '../store/session-types';

const { phase2Start, phase2End, phase3, phase4End } = ASSESSMENT.progress;

function share(step: TStepCount): number {
  if (step.total <= 0) return 0;
  return Math.min(1, Math.max(0, step.answered / step.total));
}

/**
 * How full the progress bar is, by the phase weights (spec 001 section 4): phase 1 at the start
 * progress of 20 (a new session has it), phase 2 from 20 to 50, phase 3 at 65, phase 4 from 65 to
 * 85 and phase 5 at 100. In phases 2 and 4 the bar moves with the questions or challenges
 * answered. The server's `progress_percentage` follows the same weights.
 */
export function progressFor(phase: TPhase, step: TStepCount): number {
  switch (phase) {
    case 1:
      return ASSESSMENT.startProgress;
    case 2:
      return Math.round(phase2Start + (phase2End - phase2Start) * share(step));
    case 3:
      return phase3;
    case 4:
      return Math.round(phase3 + (phase4End - phase3) * share(step));
    case 5:
      return ASSESSMENT.completionProgress;
  }
}

/** The progress of a session, from how far its current phase has got. */
export function sessionProgress(
  session: Pick<TAssessmentSession, 'status' | 'phase1Answers' | 'phase2' | 'phase4'>,
): number {
  if (session.status.status === 'completed') return ASSESSMENT.completionProgress;
  const phase = session.status.current_phase;
  const step =
    phase === 1
      ? { answered: session.phase1Answers.length, total: ASSESSMENT.phase1Questions }
      : phase === 2
        ? session.phase2
        : session.phase4;
  return progressFor(phase, step);
}

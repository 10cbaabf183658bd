import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import { ASSESSMENT } from '@irreplaceable/contracts/constants';

/**
 * A free result can be viewed for 24 h (spec 001 section 5). The server says so with `expired`;
 * the clock decides too, so a list loaded a while ago does not offer what has since gone.
 */
export function isFreeResultExpired(
  item: Pick<TAssessmentHistoryItem, 'assessment_type' | 'expired' | 'started_at' | 'completed_at'>,
  now: number = Date.now(),
): boolean {
  if (item.assessment_type !== 'free') return false;
  if (item.expired) return true;
  // The server counts the 24 h from the start, so the client does too.
  const since = Date.parse(item.started_at);
  return Number.isFinite(since) && now - since >= ASSESSMENT.freeResultTtlMs;
}

export type THistoryAction = 'continue' | 'view' | 'expired' | 'none';

/** What a history row offers: continue, view the result, the expired label, or nothing. */
export function historyAction(
  item: TAssessmentHistoryItem,
  now: number = Date.now(),
): THistoryAction {
  if (item.can_continue && (item.status === 'in_progress' || item.status === 'pending')) {
    return 'continue';
  }
  if (item.status !== 'completed') return 'none';
  if (isFreeResultExpired(item, now)) return 'expired';
  return item.can_view_result ? 'view' : 'none';
}

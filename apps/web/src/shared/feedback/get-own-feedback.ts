import { useQuery } from '@tanstack/react-query';
import type {
  TFeedbackSubject,
  TOwnFeedbackQuery,
  TOwnFeedbackResponse,
} from '@irreplaceable/contracts/feedback/feedback';
import { api } from '../api/client';

export const ownFeedbackKey = (subject: TFeedbackSubject, subjectId: string) =>
  ['feedback', 'own', subject, subjectId] as const;

export function getOwnFeedback(
  subject: TFeedbackSubject,
  subjectId: string,
  signal?: AbortSignal,
): Promise<TOwnFeedbackResponse> {
  const query = { subject, subject_id: subjectId } satisfies TOwnFeedbackQuery;
  return api.get<TOwnFeedbackResponse>('/feedback/own', { query, signal });
}

/** The reader's own rating of a report whose response does not carry it (the job-fit report). */
export function useOwnFeedback(subject: TFeedbackSubject, subjectId: string, enabled = true) {
  return useQuery({
    queryKey: ownFeedbackKey(subject, subjectId),
    queryFn: ({ signal }) => getOwnFeedback(subject, subjectId, signal),
    enabled,
  });
}

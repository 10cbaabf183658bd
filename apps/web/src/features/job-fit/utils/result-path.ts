/** The page of one finished job-fit report. */
export function jobFitResultPath(assessmentId: string): string {
  return `/me/job-fit-analysis/result/${assessmentId}`;
}

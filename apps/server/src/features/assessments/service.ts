// The assessments service: one object over the shared machinery, the lifecycle and the five phases.
import { createAssessmentCore, type AssessmentsServiceDeps } from './assessment-core';
import { createAssessmentLifecycle } from './assessment-lifecycle';
import { createQuestionPhases } from './question-phases';
import { createReportPhases } from './report-phases';

export function createAssessmentsService(deps: AssessmentsServiceDeps) {
  // One core per service, so the in-flight guard is shared by every phase of this instance.
  const core = createAssessmentCore(deps);
  return {
    ...createAssessmentLifecycle(core),
    ...createQuestionPhases(core),
    ...createReportPhases(core),
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

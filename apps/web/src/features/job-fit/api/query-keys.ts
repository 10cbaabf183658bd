import type { Language } from '@irreplaceable/contracts/constants';

/** Every job-fit query key, so a change (a new assessment, an abandon) invalidates exactly these. */
export const jobFitKeys = {
  all: ['job-fit'] as const,
  history: (page: number, pageSize: number, jobId: number | null) =>
    [...jobFitKeys.all, 'history', page, pageSize, jobId] as const,
  report: (assessmentId: string, language: Language) =>
    [...jobFitKeys.all, 'report', assessmentId, language] as const,
};

import type { Language } from '@irreplaceable/contracts/constants';

/** Every CV analysis query key, so a start or a delete refreshes exactly these. */
export const cvAnalysisKeys = {
  all: ['cv-analysis'] as const,
  histories: () => [...cvAnalysisKeys.all, 'history'] as const,
  history: (page: number, pageSize: number) =>
    [...cvAnalysisKeys.histories(), page, pageSize] as const,
  analyses: () => [...cvAnalysisKeys.all, 'analysis'] as const,
  analysis: (id: string, language: Language) =>
    [...cvAnalysisKeys.analyses(), id, language] as const,
};

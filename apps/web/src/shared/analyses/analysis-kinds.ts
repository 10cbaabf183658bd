import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';

type TAnalysisKindPaths = {
  /** Under /api: `/cv-analysis`, with `/{id}`, `/history` and `/allowance` below it. */
  api: string;
  /** The pages: `/me/cv-analysis`, with `/start`, `/history` and `/result/{id}` below it. */
  pages: string;
  /** The name its credits, top-ups and feedback go by. */
  feature: 'cv_analysis' | 'industry_analysis';
};

/** Where each kind of personal analysis lives, so the shared pieces serve every kind alike. */
export const ANALYSIS_KINDS: Record<TPersonalAnalysisKind, TAnalysisKindPaths> = {
  cv: { api: '/cv-analysis', pages: '/me/cv-analysis', feature: 'cv_analysis' },
  industry: {
    api: '/industry-analysis',
    pages: '/me/industry-analysis',
    feature: 'industry_analysis',
  },
};

export const startPath = (kind: TPersonalAnalysisKind) => `${ANALYSIS_KINDS[kind].pages}/start`;
export const historyPath = (kind: TPersonalAnalysisKind) => `${ANALYSIS_KINDS[kind].pages}/history`;
export const resultPath = (kind: TPersonalAnalysisKind, id: string) =>
  `${ANALYSIS_KINDS[kind].pages}/result/${id}`;

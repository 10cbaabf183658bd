import type { TPersonalAnalysisKind } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Language } from '@irreplaceable/contracts/constants';

/** Every query key of one kind of analysis, so a start or a delete refreshes exactly these. */
export function analysisKeys(kind: TPersonalAnalysisKind) {
  const all = [`${kind}-analysis`] as const;
  const histories = () => [...all, 'history'] as const;
  const analyses = () => [...all, 'analysis'] as const;
  return {
    all,
    histories,
    history: (page: number, pageSize: number) => [...histories(), page, pageSize] as const,
    analyses,
    analysis: (id: string, language: Language) => [...analyses(), id, language] as const,
  };
}

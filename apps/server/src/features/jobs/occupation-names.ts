import type { Language } from '@irreplaceable/contracts/constants';
import type { TJobEvidence } from '@irreplaceable/contracts/analysis/job-analysis';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';

/** An O*NET occupation's name in the reader's language: its English title where none is known. */
export function occupationName(code: string, title: string, language: Language): string {
  if (language !== 'zh') return title;
  return loadKnowledge().byCode.get(code)?.titleZh || title;
}

/**
 * A page's evidence as the reader sees it: the other matching occupations are stored with their
 * English titles only, so a Chinese page names them in Chinese from the knowledge base.
 */
export function evidenceIn(evidence: TJobEvidence, language: Language): TJobEvidence {
  return {
    ...evidence,
    other_occupations: evidence.other_occupations.map((other) => ({
      ...other,
      title: occupationName(other.code, other.title, language),
    })),
  };
}

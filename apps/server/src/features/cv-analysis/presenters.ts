import type {
  TCvAnalysisResponse,
  TCvHistoryItem,
  TCvResult,
} from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { TOwnFeedback } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import { cleanFileName } from '@irreplaceable/contracts/common/file-name';
import type { KnowledgeBase } from '@irreplaceable/analyst/knowledge/load-knowledge';
import type { CvRecord } from '@irreplaceable/analyst/cv/cv-record';
import { presentCvRecord } from '@irreplaceable/analyst/cv/wording/present-cv';
import { analysisErrorMessage } from '../personal-analyses/error-message';
import type { AnalysisHistoryRow, AnalysisRow } from '../personal-analyses/repository';
import type { CvInput } from './cv-input';

function inputOf(input: Record<string, unknown>, hasFile: boolean) {
  const cv = input as unknown as CvInput;
  return {
    kind: cv.source,
    // Cleaned again as it is shown: rows kept before the rule existed may hold direction marks.
    file_name: cv.fileName === null ? null : cleanFileName(cv.fileName, 'cv'),
    label: cv.label ?? null,
    file_type: cv.fileType,
    size: cv.size,
    file_available: hasFile,
  };
}

/** The stored record in the reader's language, with the job page of each role that has one. */
export function presentResult(
  record: CvRecord,
  language: Language,
  knowledge: KnowledgeBase,
  jobIds: ReadonlyMap<string, number>,
): TCvResult {
  const result = presentCvRecord(record, language, knowledge);
  return {
    ...result,
    roles: result.roles.map((role) => ({
      ...role,
      job_id: jobIds.get(role.occupation_code) ?? null,
    })),
  };
}

export function toCvAnalysis(
  row: AnalysisRow,
  context: {
    language: Language;
    result: TCvResult | null;
    hasFile: boolean;
    feedback: TOwnFeedback | null;
  },
): TCvAnalysisResponse {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    mode: row.mode,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    error_message: analysisErrorMessage(row.errorCode, context.language),
    error_type: row.errorCode,
    credits_charged: row.creditsCharged,
    input: inputOf(row.input, context.hasFile),
    result: context.result,
    feedback: context.feedback,
  };
}

export function toCvHistoryItem(
  row: AnalysisHistoryRow,
  context: { language: Language; expired: boolean; knowledge: KnowledgeBase },
): TCvHistoryItem {
  const name = (code: string | null | undefined) => {
    if (!code) return null;
    const occupation = context.knowledge.byCode.get(code);
    return (context.language === 'zh' ? occupation?.titleZh : occupation?.title) ?? code;
  };
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    mode: row.mode,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    expired: context.expired,
    input: inputOf(row.inputSummary, false),
    top_role: context.expired ? null : name(row.topCode),
    top_fit: context.expired ? null : row.topFit,
    current_role: context.expired ? null : name(row.currentCode),
    error_message: analysisErrorMessage(row.errorCode, context.language),
  };
}

import type { TOwnFeedback } from '@irreplaceable/contracts/analyses/personal-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TIndustryAnalysisResponse,
  TIndustryHistoryItem,
  TIndustryResult,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import type { IndustryBase } from '@irreplaceable/analyst/industry/industry-base';
import { industryName } from '@irreplaceable/analyst/industry/present-industry';
import { analysisErrorMessage } from '../personal-analyses/error-message';
import type { AnalysisHistoryRow, AnalysisRow } from '../personal-analyses/repository';
import type { IndustryInput } from './service';

function inputOf(raw: Record<string, unknown>, base: IndustryBase, language: Language) {
  const input = raw as unknown as IndustryInput;
  return {
    industry_code: input.industryCode,
    industry_name: industryName(base, input.industryCode, language),
    industry_query: input.industryQuery,
    cv_analysis_id: input.cvAnalysisId,
    current_job: input.currentJob,
  };
}

export function toIndustryAnalysis(
  row: AnalysisRow,
  context: {
    language: Language;
    base: IndustryBase;
    result: TIndustryResult | null;
    feedback: TOwnFeedback | null;
  },
): TIndustryAnalysisResponse {
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
    input: inputOf(row.input, context.base, context.language),
    result: context.result,
    feedback: context.feedback,
  };
}

export function toIndustryHistoryItem(
  row: AnalysisHistoryRow,
  context: { language: Language; expired: boolean; base: IndustryBase },
): TIndustryHistoryItem {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    mode: row.mode,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    expired: context.expired,
    input: inputOf(row.inputSummary, context.base, context.language),
    ai_replacement_rate: context.expired ? null : row.rate,
    error_message: analysisErrorMessage(row.errorCode, context.language),
  };
}

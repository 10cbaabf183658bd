import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TPersonalAnalysisMode,
  TStartAnalysisResponse,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import type { TStartCvAnalysisJson } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import { allowanceKey } from '../../../shared/analyses/get-allowance';
import { api } from '../../../shared/api/client';
import { creditBalanceKey } from '../../../shared/credits/get-credit-balance';
import { cvAnalysisKeys } from './query-keys';

export type TCvSource = { kind: 'file'; file: File } | { kind: 'text'; text: string };

export type TStartCvAnalysis = {
  source: TCvSource;
  mode: TPersonalAnalysisMode;
  language: Language;
  /** How much of the file has gone up (0–1). */
  onUploadProgress?: (fraction: number) => void;
};

/** POST /cv-analysis: the file as multipart (fields first), or the pasted text as JSON. */
export function startCvAnalysis(request: TStartCvAnalysis): Promise<TStartAnalysisResponse> {
  if (request.source.kind === 'text') {
    const body: TStartCvAnalysisJson = {
      cv_text: request.source.text,
      mode: request.mode,
      language: request.language,
    };
    return api.post<TStartAnalysisResponse>('/cv-analysis', body);
  }
  const form = new FormData();
  form.append('mode', request.mode);
  form.append('language', request.language);
  form.append('file', request.source.file, request.source.file.name);
  return api.post<TStartAnalysisResponse>('/cv-analysis', form, {
    onUploadProgress: request.onUploadProgress,
  });
}

export function useStartCvAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCvAnalysis,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cvAnalysisKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: creditBalanceKey(null).slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: allowanceKey('cv') }),
      ]);
    },
  });
}

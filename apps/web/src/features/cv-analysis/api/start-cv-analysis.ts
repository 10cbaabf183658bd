import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TPersonalAnalysisMode,
  TStartAnalysisResponse,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import type { TStartCvAnalysisJson } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { Language } from '@irreplaceable/contracts/constants';
import { refreshAfterStart } from '../../../shared/analyses/refresh-after-start';
import { api } from '../../../shared/api/client';

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
    onSettled: () => refreshAfterStart(queryClient, 'cv'),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { DEFAULT_LANGUAGE, type Language } from '@irreplaceable/contracts/constants';
import { api } from '../api/client';
import { isLanguage } from '../i18n/i18n';
import { analystKeys } from './query-keys';

/** The four analyst characters in the request's language (Accept-Language). */
export function getAnalysts(signal?: AbortSignal): Promise<TAnalystPersona[]> {
  return api.get<TAnalystPersona[]>('/analysts', { signal });
}

export function analystsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: analystKeys.list(language),
    queryFn: ({ signal }) => getAnalysts(signal),
    // Persona texts change only with a deploy.
    staleTime: Infinity,
  });
}

export function useAnalysts() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useQuery(analystsQueryOptions(language));
}

export type TAnalystsById = Partial<Record<TAnalystId, TAnalystPersona>>;

/** The personas by id; empty while they load or when the call failed (pages still work). */
export function useAnalystsById(): TAnalystsById {
  const { data } = useAnalysts();
  return useMemo(
    () => Object.fromEntries((data ?? []).map((persona) => [persona.id, persona])),
    [data],
  );
}

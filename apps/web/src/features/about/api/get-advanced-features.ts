import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import { parseFeatureCards } from '../utils/parse-feature-cards';
import { fetchStaticMarkdown } from './fetch-static-markdown';
import { aboutKeys } from './query-keys';

/**
 * The advanced-feature cards: /contents/advanced_func/advanced-features_{lang}.md, English when
 * the language has no file (spec 000 section 7).
 */
export async function getAdvancedFeatures(language: Language, signal?: AbortSignal) {
  const markdown = await fetchStaticMarkdown(
    (lang) => `/contents/advanced_func/advanced-features_${lang}.md`,
    language,
    signal,
  );
  return parseFeatureCards(markdown);
}

export function useAdvancedFeatures(language: Language) {
  return useQuery(advancedFeaturesQueryOptions(language));
}

export function advancedFeaturesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: aboutKeys.features(language),
    queryFn: ({ signal }) => getAdvancedFeatures(language, signal),
    staleTime: Infinity,
    retry: 1,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import { fetchStaticMarkdown } from './fetch-static-markdown';
import { aboutKeys } from './query-keys';

/** The about text: /contents/about/{lang}.md (spec 000 section 7). */
export function getAboutStory(language: Language, signal?: AbortSignal): Promise<string> {
  return fetchStaticMarkdown((lang) => `/contents/about/${lang}.md`, language, signal);
}

export function aboutStoryQueryOptions(language: Language) {
  return queryOptions({
    queryKey: aboutKeys.story(language),
    queryFn: ({ signal }) => getAboutStory(language, signal),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useAboutStory(language: Language) {
  return useQuery(aboutStoryQueryOptions(language));
}

import { useQuery } from '@tanstack/react-query';
import type { Language } from '@irreplaceable/contracts/constants';
import { parseAnalystQuotes, type TAnalystQuote } from '../utils/parse-analyst-quotes';
import { authKeys } from './query-keys';

/** A static file the web app serves itself (public/contents), not an API call. */
export async function getAnalystQuotes(
  language: Language,
  signal?: AbortSignal,
): Promise<TAnalystQuote[]> {
  const response = await fetch(`/contents/login/${language}.md`, { signal });
  if (!response.ok) return [];
  return parseAnalystQuotes(await response.text());
}

export function useAnalystQuotes(language: Language) {
  return useQuery({
    queryKey: authKeys.analystQuotes(language),
    queryFn: ({ signal }) => getAnalystQuotes(language, signal),
    staleTime: Infinity,
    retry: false,
  });
}

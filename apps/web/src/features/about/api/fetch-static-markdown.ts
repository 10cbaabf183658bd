import { siteFetch } from '../../../shared/api/client';
import { DEFAULT_LANGUAGE, type Language } from '@irreplaceable/contracts/constants';

/**
 * A markdown file the web app serves itself (public/contents), not an API call. An unknown file
 * may come back as the app's own page, so only a non-HTML answer counts as found.
 */
async function fetchMarkdown(path: string, signal?: AbortSignal): Promise<string | null> {
  const response = await siteFetch(path, {
    signal,
    headers: { Accept: 'text/markdown, text/plain' },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('html')) return null;
  return response.text();
}

/** The file in the wanted language, or the English one when that language has none. */
export async function fetchStaticMarkdown(
  pathFor: (language: Language) => string,
  language: Language,
  signal?: AbortSignal,
): Promise<string> {
  const markdown =
    (await fetchMarkdown(pathFor(language), signal)) ??
    (language === DEFAULT_LANGUAGE ? null : await fetchMarkdown(pathFor(DEFAULT_LANGUAGE), signal));
  if (markdown === null) throw new Error(`No content at ${pathFor(language)}`);
  return markdown;
}

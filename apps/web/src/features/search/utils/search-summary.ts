import type { TTranslationKey } from '../../../shared/i18n/i18n';
import { isInProgress, type TJobEntry } from './job-entries';

export type TSearchSummary = {
  key: TTranslationKey;
  values: { title?: string; count?: number };
};

/**
 * What happened to the search, in one or two sentences, from the entries themselves: a page
 * being (or just) written for the title, a page that already answered it, or only similar ones.
 */
export function searchSummary(entries: readonly TJobEntry[]): TSearchSummary[] {
  const written = entries.filter((entry) => entry.origin === 'new');
  const existing = entries.filter((entry) => entry.origin === 'existing');
  const similar = existing.filter((entry) => (entry.similarityScore ?? 0) < 1);
  const newPage = written[0];
  if (!newPage) {
    if (existing.length === 0) return [];
    return [
      similar.length < existing.length
        ? { key: 'search.progress.summary.existing', values: {} }
        : { key: 'search.progress.summary.similarOnly', values: { count: similar.length } },
    ];
  }
  const title = newPage.title;
  const lead: TSearchSummary = written.some(isInProgress)
    ? { key: 'search.progress.summary.writing', values: { title } }
    : written.every((entry) => entry.status === 'ready')
      ? { key: 'search.progress.summary.written', values: { title } }
      : { key: 'search.progress.summary.failed', values: { title } };
  return similar.length > 0
    ? [lead, { key: 'search.progress.summary.alsoSimilar', values: { count: similar.length } }]
    : [lead];
}

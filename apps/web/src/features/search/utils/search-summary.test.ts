import { describe, expect, it } from 'vitest';
import type { TJobEntry } from './job-entries';
import { searchSummary } from './search-summary';
import { jobEntry as entry } from '../testing/search-fixtures';

const NEW_PAGE = entry({
  id: 'gen-1',
  origin: 'new',
  title: 'Prompt Engineer',
  status: 'generating',
  progress: 20,
  canView: false,
  jobId: null,
  similarityScore: 1,
  aiReplacementRate: null,
  rateUnknownReason: null,
  steps: ['queued', 'started', 'analysing'],
});

const keys = (entries: TJobEntry[]) => searchSummary(entries).map((line) => line.key);

describe('searchSummary', () => {
  it('says a page is being written for a new title, even when similar pages were found too', () => {
    expect(keys([NEW_PAGE, entry({})])).toEqual([
      'search.progress.summary.writing',
      'search.progress.summary.alsoSimilar',
    ]);
    expect(searchSummary([NEW_PAGE])[0]?.values).toEqual({ title: 'Prompt Engineer' });
  });

  it('says the page was just written once it is ready, never "we found similar jobs"', () => {
    const ready = { ...NEW_PAGE, status: 'ready' as const, progress: 100, jobId: 9 };
    expect(keys([ready, entry({})])).toEqual([
      'search.progress.summary.written',
      'search.progress.summary.alsoSimilar',
    ]);
    expect(keys([ready])).toEqual(['search.progress.summary.written']);
  });

  it('says when the page could not be written', () => {
    expect(keys([{ ...NEW_PAGE, status: 'error' }])).toEqual(['search.progress.summary.failed']);
  });

  it('says an existing page answered an exact title, and similar ones otherwise', () => {
    expect(keys([entry({ similarityScore: 1 })])).toEqual(['search.progress.summary.existing']);
    expect(searchSummary([entry({}), entry({ id: 'job-8' })])).toEqual([
      { key: 'search.progress.summary.similarOnly', values: { count: 2 } },
    ]);
    expect(keys([])).toEqual([]);
  });
});

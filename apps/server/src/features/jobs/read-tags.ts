import type { Language } from '@irreplaceable/contracts/constants';
import type { z } from 'zod';
import type { ZListJobsQuery } from '@irreplaceable/contracts/jobs/job';

/**
 * What each cached job read is tagged with, and what each write invalidates. Pages name each
 * other (pages on the same occupation, safer occupations' pages), so a job write forgets them all;
 * there are few writes and many reads.
 */
export const jobReadTags = {
  /** The board as the API sends it: its content and the popularity views raise. */
  board: ['jobs:board', 'jobs:views'],
  /** What the board shows besides popularity, for a rendered page that lets views age a while. */
  boardContent: ['jobs:board'],
  /** One key per board the query shows; spelled out field by field, as every read asks it. */
  boardKey: (language: Language, query: z.output<typeof ZListJobsQuery>) =>
    `jobs:board:${language}:${query.page}:${query.page_size}:${query.filter}:${query.search_by}:` +
    (query.search === undefined ? '' : JSON.stringify(query.search)),
  /**
   * A page's content. Its stored popularity is kept apart (`popularity`), so that storing views,
   * every second while a page is read, forgets one number rather than the serialised page.
   */
  page: (id: number) => [`job:${id}`, 'jobs:pages'],
  /** A page's content without its stored popularity (see `boardContent`). */
  pageContent: (id: number) => [`job:${id}`, 'jobs:pages'],
  pageKey: (id: number, language: Language) => `job:${id}:${language}`,
  /** A page's stored popularity, which stored views change. */
  popularity: (id: number) => [`job:${id}`, `job:${id}:views`],
  popularityKey: (id: number) => `job:${id}:popularity`,
  reviews: (id: number) => [`job:${id}:reviews`],
  reviewsKey: (id: number, language: Language) => `job:${id}:reviews:${language}`,
  /** A page written or rewritten: its rate, title and occupation show on the board and on pages. */
  written: (id: number) => ['jobs:board', 'jobs:pages', `job:${id}:reviews`],
  /** Popularity shows on the board (and orders it). */
  viewed: ['jobs:views'],
  /** Stored views change the board and the viewed pages' stored popularity. */
  viewsStored: (ids: number[]) => ['jobs:views', ...ids.map((id) => `job:${id}:views`)],
};

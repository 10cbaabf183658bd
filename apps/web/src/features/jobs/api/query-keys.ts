import type { TJobFilter } from '@irreplaceable/contracts/jobs/job';
import type { Language } from '@irreplaceable/contracts/constants';

export type TSearchBy = 'name' | 'category';

/** What the board asks the server for besides the page: the trimmed search text and the chips. */
export type TJobsBoardFilters = { search: string; searchBy: TSearchBy; filter: TJobFilter };

export const jobsKeys = {
  all: ['jobs'] as const,
  boardsIn: (language: Language) => [...jobsKeys.all, 'board', language] as const,
  board: (language: Language, filters: TJobsBoardFilters) =>
    [...jobsKeys.boardsIn(language), filters] as const,
};

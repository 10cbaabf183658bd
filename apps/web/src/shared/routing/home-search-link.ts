/** The address parameter that asks the home page to run a job search on arrival. */
export const HOME_SEARCH_PARAM = 'search';

/** The home page running the search for `title`, the same search as typing it in the box. */
export function homeSearchPath(title: string): string {
  return `/?${new URLSearchParams({ [HOME_SEARCH_PARAM]: title }).toString()}`;
}

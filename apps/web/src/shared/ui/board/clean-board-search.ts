import { PAGING } from '@irreplaceable/contracts/constants';

/**
 * The board's search box keeps letters (any script), digits, whitespace and hyphens, up to 30
 * characters (spec 000 section 5). The limit counts what is kept: characters are stripped and
 * leading spaces dropped first, then the text is cut, so pasted punctuation never uses up room.
 * Trailing spaces stay while typing (the next word follows); the search itself trims them.
 */
export function cleanBoardSearch(value: string): string {
  return value
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trimStart()
    .slice(0, PAGING.boardSearchMaxLength);
}

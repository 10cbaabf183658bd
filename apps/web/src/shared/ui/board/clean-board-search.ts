import { PAGING } from '@irreplaceable/contracts/constants';

/**
 * The board's search box keeps letters (any script), digits, whitespace and hyphens, up to 30
 * characters (spec 000 section 5).
 */
export function cleanBoardSearch(value: string): string {
  return value.replace(/[^\p{L}\p{N}\s-]/gu, '').slice(0, PAGING.boardSearchMaxLength);
}

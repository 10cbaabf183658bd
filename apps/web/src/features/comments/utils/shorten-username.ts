import { COMMENTS } from '@irreplaceable/contracts/constants';

/**
 * A username longer than 12 characters shows as its first 8 and an ellipsis (spec 000 section 9).
 * Counted in characters, so Chinese names and emoji are never cut in half.
 */
export function shortenUsername(username: string): string {
  const characters = Array.from(username);
  if (characters.length <= COMMENTS.usernameShortenAbove) return username;
  return `${characters.slice(0, COMMENTS.usernameShortenTo).join('')}…`;
}

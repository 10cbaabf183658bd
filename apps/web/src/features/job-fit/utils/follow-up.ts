import { ASSESSMENT } from '@irreplaceable/contracts/constants';

/** Characters as a person counts them: an emoji or a Chinese character is one. */
export function followUpLength(text: string): number {
  return [...text].length;
}

export function isFollowUpTooLong(text: string): boolean {
  return followUpLength(text) > ASSESSMENT.followUpMaxLength;
}

/**
 * A challenge answer can be sent with a chosen option and a follow-up of at most 150
 * characters, and not while the previous send is still guarded (spec 001 section 5).
 */
export function canSubmitChallenge(
  choiceId: string | null,
  followUp: string,
  isGuarded: boolean,
): boolean {
  return choiceId !== null && !isFollowUpTooLong(followUp) && !isGuarded;
}

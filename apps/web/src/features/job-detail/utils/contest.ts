import type { TAvatarMood } from '../../../shared/analysts/analyst-avatar';

/** The human-versus-AI bar's rules (spec 001 sections 2 and 9). */
export const CONTEST = {
  /** The "VS" badge lights up while human irreplaceability is within 45–55 %. */
  closeFrom: 45,
  closeTo: 55,
  /** From 60 % a side is clearly ahead: its character looks happy and the other one worried. */
  moodChangeAt: 60,
} as const;

export type TContestSide = 'human' | 'ai';

export function isCloseContest(humanIrreplaceability: number): boolean {
  return humanIrreplaceability >= CONTEST.closeFrom && humanIrreplaceability <= CONTEST.closeTo;
}

/** The side with the larger share, or null on a tie. */
export function contestWinner(humanIrreplaceability: number, aiReplacementRate: number) {
  if (humanIrreplaceability === aiReplacementRate) return null;
  return humanIrreplaceability > aiReplacementRate ? ('human' as const) : ('ai' as const);
}

/** Each character's face: happy at 60 % or more for its side, worried when the other side has it. */
export function contestMood(
  side: TContestSide,
  humanIrreplaceability: number,
  aiReplacementRate: number,
): TAvatarMood {
  const own = side === 'human' ? humanIrreplaceability : aiReplacementRate;
  const other = side === 'human' ? aiReplacementRate : humanIrreplaceability;
  if (own >= CONTEST.moodChangeAt) return 'happy';
  if (other >= CONTEST.moodChangeAt) return 'worried';
  return 'neutral';
}

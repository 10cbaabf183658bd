import { Avatar, type MantineSize } from '@mantine/core';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { AVATAR_MOODS, type TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import classes from './analyst-avatar.module.css';

export type TAvatarMood = (typeof AVATAR_MOODS)[number];

/** The drawn image for a mood; the path is known even before the persona has loaded. */
export function analystAvatarSrc(
  analystId: TAnalystId,
  mood: TAvatarMood = 'neutral',
  persona?: TAnalystPersona,
): string {
  const index = AVATAR_MOODS.indexOf(mood);
  return persona?.avatars[index] ?? `/analysts/${analystId}-${index + 1}.svg`;
}

type TAnalystAvatarProps = {
  analystId: TAnalystId;
  persona?: TAnalystPersona;
  mood?: TAvatarMood;
  size?: MantineSize | number;
  /** Empty when the name is written next to the picture, so it is not read twice. */
  alt?: string;
  /** A ring in the analyst's colour, for the selected or highlighted analyst. */
  withRing?: boolean;
};

/** An analyst's face in a circle, in one of its three moods (neutral, happy, worried). */
export function AnalystAvatar({
  analystId,
  persona,
  mood = 'neutral',
  size = 40,
  alt = '',
  withRing = false,
}: TAnalystAvatarProps) {
  return (
    <Avatar
      src={analystAvatarSrc(analystId, mood, persona)}
      alt={alt}
      size={size}
      radius="xl"
      className={withRing ? `${classes.avatar} ${classes.ring}` : classes.avatar}
      style={{ '--analyst-color': persona?.color ?? 'var(--mantine-color-lagoon-7)' }}
    />
  );
}

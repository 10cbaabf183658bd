import type { TAvatarMood } from '../../../shared/analysts/analyst-avatar';

const MOUTHS: Record<TAvatarMood, string> = {
  neutral: 'M27 39h10',
  happy: 'M26 37q6 6 12 0',
  worried: 'M26 41q6-5 12 0',
};

const BROWS: Record<TAvatarMood, string> = {
  neutral: 'M22 26.5h6M36 26.5h6',
  happy: 'M22 26.5q3-2.5 6 0M36 26.5q3-2.5 6 0',
  worried: 'M22 27.5l6-2.5M36 25l6 2.5',
};

/** The human side of the contest, drawn inline so it needs no image file. */
export function HumanAvatar({
  mood,
  label,
  size = 56,
}: {
  mood: TAvatarMood;
  label: string;
  size?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label}>
      <circle cx="32" cy="32" r="32" fill="#fff1e6" />
      <path d="M14 64c1-11 8-17 18-17s17 6 18 17z" fill="#0b766b" />
      <circle cx="32" cy="31" r="15" fill="#f2c6a0" />
      <path d="M17 29c0-10 7-16 15-16s15 6 15 14c-4-3-9-5-15-5s-11 3-15 7z" fill="#4a3426" />
      <path d={BROWS[mood]} stroke="#4a3426" strokeWidth="2" strokeLinecap="round" fill="none" />
      <circle cx="25" cy="31" r="2" fill="#2b1d14" />
      <circle cx="39" cy="31" r="2" fill="#2b1d14" />
      <path d={MOUTHS[mood]} stroke="#8a3b2b" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      {mood === 'worried' && <path d="M46 24q2.2 4 0 6q-2.2-2 0-6z" fill="#74c0fc" />}
    </svg>
  );
}

import { createIcon } from '../../../shared/ui/icons';

/** Icons only articles use; the ones other pages share live in shared/ui/icons. */
export const IconEye = createIcon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  18,
);
export const IconHeart = createIcon(
  <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10z" />,
  18,
);
export const IconHeartFilled = createIcon(
  <path
    fill="currentColor"
    d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10z"
  />,
  18,
);
export const IconComment = createIcon(
  <path d="M20 12.5a7.5 7.5 0 0 1-10.9 6.7L4 20.5l1.3-4.6A7.5 7.5 0 1 1 20 12.5z" />,
  18,
);
export const IconClock = createIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
  18,
);
export const IconVerified = createIcon(
  <>
    <path
      fill="currentColor"
      stroke="none"
      d="M12 2.5l2.4 1.7 2.9-.1.9 2.8 2.4 1.7-.9 2.8.9 2.8-2.4 1.7-.9 2.8-2.9-.1L12 21.5l-2.4-1.7-2.9.1-.9-2.8-2.4-1.7.9-2.8-.9-2.8 2.4-1.7.9-2.8 2.9.1z"
    />
    <path stroke="#fff" strokeWidth={2} d="M8.5 12.2l2.3 2.3 4.7-4.9" />
  </>,
  18,
);
export const IconHash = createIcon(<path d="M9 4L7 20M17 4l-2 16M4.5 9h16M3.5 15h16" />, 18);

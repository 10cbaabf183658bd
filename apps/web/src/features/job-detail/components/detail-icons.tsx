import { createIcon } from '../../../shared/ui/icons';

/** Icons only the job page uses; the ones other pages share live in shared/ui/icons. */
export const IconExternal = createIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  18,
);
export const IconRefresh = createIcon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />, 18);
export const IconCalendar = createIcon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
  18,
);
export const IconTarget = createIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="0.8" fill="currentColor" />
  </>,
  18,
);

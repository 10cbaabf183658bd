import { createIcon } from '../../../shared/ui/icons';

export const IconUpload = createIcon(
  <>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
  </>,
);
export const IconFileText = createIcon(
  <>
    <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const IconDownload = createIcon(
  <>
    <path d="M12 4v12M7 11l5 5 5-5" />
    <path d="M4 20h16" />
  </>,
);
export const IconTarget = createIcon(
  <>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="12" cy="12" r="0.5" />
  </>,
);

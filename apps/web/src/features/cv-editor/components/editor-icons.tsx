import { createIcon } from '../../../shared/ui/icons';

export const IconUp = createIcon(<path d="M12 19V5M6 11l6-6 6 6" />, 16);
export const IconDown = createIcon(<path d="M12 5v14M6 13l6 6 6-6" />, 16);
export const IconTrash = createIcon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  16,
);
export const IconPlus = createIcon(<path d="M12 5v14M5 12h14" />, 16);
export const IconUndo = createIcon(<path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />, 18);
export const IconRedo = createIcon(<path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />, 18);
export const IconDownload = createIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />, 18);
export const IconUpload = createIcon(<path d="M12 20V9M7 14l5-5 5 5M5 4h14" />, 18);
export const IconCloud = createIcon(
  <path d="M7 18a4 4 0 0 1-.6-7.96A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9H7z" />,
  18,
);

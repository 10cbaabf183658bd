import { createIcon } from '../../../shared/ui/icons';

/** A factory with a chimney: an industry. */
export const IconIndustry = createIcon(
  <>
    <path d="M3 21V10l6 4V10l6 4V5h4v16z" />
    <path d="M3 21h18M7 17h2M12 17h2M17 17h1" />
  </>,
);

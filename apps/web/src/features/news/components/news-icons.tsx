import type { ReactNode, SVGProps } from 'react';

type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

function lineIcon(paths: ReactNode) {
  return function Icon({ size = 18, ...props }: TIconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

function brandIcon(path: string) {
  return function Icon({ size = 18, ...props }: TIconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const IconSearch = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
export const IconEye = lineIcon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconHeart = lineIcon(
  <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10z" />,
);
export const IconHeartFilled = lineIcon(
  <path
    fill="currentColor"
    d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10z"
  />,
);
export const IconComment = lineIcon(
  <path d="M20 12.5a7.5 7.5 0 0 1-10.9 6.7L4 20.5l1.3-4.6A7.5 7.5 0 1 1 20 12.5z" />,
);
export const IconClock = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const IconVerified = lineIcon(
  <>
    <path
      fill="currentColor"
      stroke="none"
      d="M12 2.5l2.4 1.7 2.9-.1.9 2.8 2.4 1.7-.9 2.8.9 2.8-2.4 1.7-.9 2.8-2.9-.1L12 21.5l-2.4-1.7-2.9.1-.9-2.8-2.4-1.7.9-2.8-.9-2.8 2.4-1.7.9-2.8 2.9.1z"
    />
    <path stroke="#fff" strokeWidth={2} d="M8.5 12.2l2.3 2.3 4.7-4.9" />
  </>,
);
export const IconFlame = lineIcon(
  <path d="M12 21c-3.9 0-7-2.8-7-6.6 0-2.6 1.5-4.6 3-6 .3 1.6 1.2 2.8 2.4 3.4C10 8 11.5 5 14 3c.4 3 2.3 4.6 3.6 6.4.9 1.3 1.4 2.8 1.4 4.6 0 3.8-3.1 7-7 7z" />,
);
export const IconLink = lineIcon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const IconCheck = lineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconHash = lineIcon(<path d="M9 4L7 20M17 4l-2 16M4.5 9h16M3.5 15h16" />);

export const IconX = brandIcon(
  'M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z',
);
export const IconLinkedIn = brandIcon(
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4z',
);
export const IconFacebook = brandIcon(
  'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.25-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z',
);

import type { SVGProps } from 'react';

type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 18, children, ...props }: TIconProps) {
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
      {children}
    </svg>
  );
}

export function IconSearch(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Svg>
  );
}

export function IconFlame(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21c-3.9 0-7-2.8-7-6.6 0-2.6 1.5-4.6 3-6 .3 1.6 1.2 2.8 2.4 3.4C10 8 11.5 5 14 3c.4 3 2.3 4.6 3.6 6.4.9 1.3 1.4 2.8 1.4 4.6 0 3.8-3.1 7-7 7z" />
    </Svg>
  );
}

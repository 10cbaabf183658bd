import { Svg } from './search-icons';

/** A link that opens in a new tab. Apart from the box's icon so it loads with the dialogs. */
export function IconExternal(props: Parameters<typeof Svg>[0]) {
  return (
    <Svg {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

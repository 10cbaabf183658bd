import { wrapLabel } from '../utils/wrap-label';

const LINE_HEIGHT = 13;

type TWrappedTickProps = {
  x?: number;
  y?: number;
  payload?: { value: string };
  /** About how many Latin letters fit on a line. */
  perLine: number;
  maxLines?: number;
  /** Drawn bold (the industry's own row). */
  isStrong?: (label: string) => boolean;
};

/** A category axis label on up to two lines, right-aligned against the bars. */
export function WrappedTick({
  x = 0,
  y = 0,
  payload,
  perLine,
  maxLines = 2,
  isStrong,
}: TWrappedTickProps) {
  const label = payload?.value ?? '';
  const lines = wrapLabel(label, perLine, maxLines);
  const strong = isStrong?.(label) ?? false;
  return (
    <text
      x={x}
      y={y}
      textAnchor="end"
      fontSize={12}
      fill={strong ? '#0a625a' : '#495057'}
      fontWeight={strong ? 700 : 400}
    >
      <title>{label}</title>
      {lines.map((line, index) => (
        <tspan
          key={index}
          x={x}
          dy={index === 0 ? 4 - ((lines.length - 1) * LINE_HEIGHT) / 2 : LINE_HEIGHT}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

export type TBin = {
  from: number;
  to: number;
  /** Its start as the axis shows it: "−1", "0.25". */
  label: string;
  count: number;
  /** The marked value falls in it. */
  isHere: boolean;
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Scores counted in bins of `width`, from the bin below the lowest to the one holding the highest
 * (a score on a boundary belongs to the bin it starts), with the bin of `here` marked.
 */
export function histogram(scores: number[], width: number, here: number | null): TBin[] {
  const all = here === null ? scores : [...scores, here];
  if (all.length === 0) return [];
  const first = Math.floor(Math.min(...all) / width);
  const last = Math.floor(Math.max(...all) / width);
  const binOf = (score: number) => Math.floor(score / width) - first;
  const bins: TBin[] = Array.from({ length: last - first + 1 }, (_, index) => {
    const from = round((first + index) * width);
    return {
      from,
      to: round(from + width),
      label: String(from).replace('-', '−'),
      count: 0,
      isHere: false,
    };
  });
  for (const score of scores) bins[binOf(score)]!.count += 1;
  if (here !== null) bins[binOf(here)]!.isHere = true;
  return bins;
}

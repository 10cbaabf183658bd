/**
 * Mid-rank percentiles: a value's share of the occupations below it plus half of those equal to
 * it. Ties get the same percentile, and the result never depends on input order.
 */
export class PercentileTable {
  private readonly sorted: number[];

  constructor(values: readonly number[]) {
    this.sorted = [...values].sort((a, b) => a - b);
  }

  get size(): number {
    return this.sorted.length;
  }

  percentile(value: number): number {
    const below = this.countBelow(value);
    const equal = this.countBelow(value, true) - below;
    return (below + equal / 2) / this.sorted.length;
  }

  /** The value at a 0–1 percentile, interpolating between neighbours. */
  quantile(percentile: number): number {
    const position = Math.min(Math.max(percentile, 0), 1) * (this.sorted.length - 1);
    const lower = Math.floor(position);
    const upper = Math.min(lower + 1, this.sorted.length - 1);
    const fraction = position - lower;
    return this.sorted[lower]! * (1 - fraction) + this.sorted[upper]! * fraction;
  }

  private countBelow(value: number, inclusive = false): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const probe = this.sorted[middle]!;
      if (probe < value || (inclusive && probe === value)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Number handling shared by every source reader. Figures are rounded to 4 significant digits
 * before they are written: that is more precision than any of the studies supports, and it keeps
 * the output identical whatever order floating-point sums were taken in.
 */
export function round4(value: number): number {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const rounded = Number(value.toPrecision(4));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Parses a plain decimal figure; throws on anything else so that markers are never read as 0. */
export function parseDecimal(text: string, context: string): number {
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(trimmed)) {
    throw new Error(`${context}: "${text}" is not a number`);
  }
  return Number(trimmed);
}

/** BLS tables give employment in thousands; we store whole people. */
export function thousandsToPeople(thousands: number): number {
  return Math.round(thousands * 1000);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new Error('Mean of nothing');
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

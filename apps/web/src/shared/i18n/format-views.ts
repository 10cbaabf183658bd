const THOUSAND = 1_000;
const MILLION = 1_000_000;

function abbreviate(value: number, unit: number, suffix: string): string {
  return `${(Math.floor((value / unit) * 10) / 10).toString()}${suffix}`;
}

/** A view count abbreviated with k from 1,000 and M from 1,000,000 (spec 000 section 9). */
export function formatViews(views: number): string {
  if (views >= MILLION) return abbreviate(views, MILLION, 'M');
  if (views >= THOUSAND) return abbreviate(views, THOUSAND, 'k');
  return String(Math.max(0, Math.round(views)));
}

import type { TMarketEntry } from '@irreplaceable/contracts/analysis/job-analysis';

const TEXT_FIELDS = ['location', 'local_job_data', 'market_analysis'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasText(entry: Record<string, unknown>): boolean {
  return TEXT_FIELDS.some((field) => {
    const text = entry[field];
    return typeof text === 'string' && text.trim() !== '';
  });
}

/**
 * Market analysis is a list of entries, or on some pages a single object (spec 001 section 2):
 * both become a list, and entries without any text are left out.
 */
export function marketEntries(value: unknown): Partial<TMarketEntry>[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.filter(isRecord).filter(hasText) as Partial<TMarketEntry>[];
}

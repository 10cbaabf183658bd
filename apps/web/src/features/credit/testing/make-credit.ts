import type {
  TCreditBalanceResponse,
  TCreditHistoryResponse,
  TCreditLedgerEntry,
} from '@irreplaceable/contracts/credits/credits';

export function makeBalance(
  overrides: Partial<TCreditBalanceResponse> = {},
): TCreditBalanceResponse {
  const paid = overrides.paid ?? 0;
  const free = overrides.free ?? 0;
  return {
    paid,
    free,
    total: paid + free,
    daily_gift_available: true,
    daily_gift_amount: 1,
    next_gift_at: null,
    ...overrides,
  };
}

export function makeEntry(
  id: number,
  overrides: Partial<TCreditLedgerEntry> = {},
): TCreditLedgerEntry {
  return {
    id,
    amount: 1,
    kind: 'free',
    reason: 'daily_gift',
    feature: null,
    reference: '2025-11-20',
    note: null,
    balance_after: { paid: 0, free: 1, total: 1 },
    created_at: '2025-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function historyPage(
  items: TCreditLedgerEntry[],
  options: { page?: number; total?: number; pageSize?: number } = {},
): TCreditHistoryResponse {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? 10;
  const total = options.total ?? items.length;
  return {
    items,
    total,
    page,
    page_size: pageSize,
    has_more: (page - 1) * pageSize + items.length < total,
  };
}

import type {
  TAdminCreditUser,
  TCreditHistoryResponse,
  TCreditLedgerEntry,
} from '@irreplaceable/contracts/credits/credits';
import { toBalance, type LedgerEntryRow } from './ledger';
import type { CreditUserRow } from './repository';

export function toLedgerEntry(row: LedgerEntryRow): TCreditLedgerEntry {
  return {
    id: row.id,
    amount: row.amount,
    kind: row.kind,
    reason: row.reason,
    feature: row.feature,
    reference: row.reference,
    note: row.note,
    balance_after: toBalance(row.paidAfter, row.freeAfter),
    created_at: row.createdAt.toISOString(),
  };
}

export function toHistoryPage(
  page: { rows: LedgerEntryRow[]; total: number },
  query: { page: number; page_size: number },
): TCreditHistoryResponse {
  return {
    items: page.rows.map(toLedgerEntry),
    total: page.total,
    page: query.page,
    page_size: query.page_size,
    has_more: (query.page - 1) * query.page_size + page.rows.length < page.total,
  };
}

export function toCreditUser(row: CreditUserRow): TAdminCreditUser {
  return {
    user_id: row.id,
    email: row.email,
    username: row.username,
    balance: toBalance(row.paid, row.free),
    created_at: row.createdAt.toISOString(),
  };
}

import type { TCreditLedgerEntry } from '@irreplaceable/contracts/credits/credits';

/** The ledger reasons a page names, with analyses told apart by their feature. */
export type TLedgerReasonLabel =
  | Exclude<TCreditLedgerEntry['reason'], 'analysis_charge' | 'analysis_refund'>
  | 'cv_analysis_charge'
  | 'cv_analysis_refund'
  | 'industry_analysis_charge'
  | 'industry_analysis_refund';

/**
 * Which label a ledger row takes: its reason, except that an analysis charge or refund says which
 * analysis (the row's feature), since "an analysis" alone would tell the reader little.
 */
export function ledgerReasonLabel(
  entry: Pick<TCreditLedgerEntry, 'reason' | 'feature'>,
): TLedgerReasonLabel {
  if (entry.reason !== 'analysis_charge' && entry.reason !== 'analysis_refund') return entry.reason;
  const kind = entry.feature === 'industry_analysis' ? 'industry_analysis' : 'cv_analysis';
  return `${kind}_${entry.reason === 'analysis_charge' ? 'charge' : 'refund'}`;
}

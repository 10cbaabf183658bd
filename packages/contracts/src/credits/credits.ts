import { z } from 'zod';
import { ZPageNumber } from '../common/row-id';
import { CREDITS } from '../constants';

/** Paid credit is bought; free credit comes from gifts. Spending uses free credit first. */
export const CREDIT_KINDS = ['paid', 'free'] as const;
export const ZCreditKind = z.enum(CREDIT_KINDS);
export type TCreditKind = z.infer<typeof ZCreditKind>;

export const CREDIT_REASONS = [
  'daily_gift',
  'admin_grant',
  'assessment_charge',
  'assessment_refund',
  'top_up',
  'top_up_refund',
  'feedback_reward',
  'analysis_charge',
  'analysis_refund',
  'cv_save',
] as const;
export const ZCreditReason = z.enum(CREDIT_REASONS);
export type TCreditReason = z.infer<typeof ZCreditReason>;

export const ZCreditBalance = z.object({
  paid: z.number().int().min(0),
  free: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type TCreditBalance = z.infer<typeof ZCreditBalance>;

/** GET /credits/balance (signed in). */
export const ZCreditBalanceResponse = ZCreditBalance.extend({
  /** Whether today's (UTC) gift can still be claimed. */
  daily_gift_available: z.boolean(),
  daily_gift_amount: z.number().int(),
  /** When the next gift may be claimed, if today's is taken. */
  next_gift_at: z.string().nullable(),
});
export type TCreditBalanceResponse = z.infer<typeof ZCreditBalanceResponse>;

/** One ledger row. Every change of a balance is one of these; nothing else writes balances. */
export const ZCreditLedgerEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: ZCreditKind,
  reason: ZCreditReason,
  feature: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  balance_after: ZCreditBalance,
  created_at: z.string(),
});
export type TCreditLedgerEntry = z.infer<typeof ZCreditLedgerEntry>;

/** GET /credits/history (signed in): newest first. */
export const ZCreditHistoryQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(CREDITS.historyPageSizeMax).default(20),
});
export type TCreditHistoryQuery = z.input<typeof ZCreditHistoryQuery>;

export const ZCreditHistoryResponse = z.object({
  items: z.array(ZCreditLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type TCreditHistoryResponse = z.infer<typeof ZCreditHistoryResponse>;

/** POST /credits/daily-gift (signed in). A second claim the same UTC day is refused (409). */
export const ZDailyGiftResponse = z.object({
  amount: z.number().int(),
  balance: ZCreditBalance,
  next_gift_at: z.string(),
});
export type TDailyGiftResponse = z.infer<typeof ZDailyGiftResponse>;

/** POST /credits/admin/grant (admin): a negative amount takes credit back, never below zero. */
export const ZAdminGrantBody = z
  .object({
    email: z.email().optional(),
    user_id: z.uuid().optional(),
    amount: z
      .number()
      .int()
      .refine((value) => value !== 0, 'amount must not be zero')
      .refine((value) => Math.abs(value) <= CREDITS.adminGrantMax, 'amount is too large'),
    kind: ZCreditKind.default('paid'),
    note: z.string().trim().max(CREDITS.noteMaxLength).optional(),
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.user_id), {
    message: 'give exactly one of email or user_id',
  });
export type TAdminGrantBody = z.input<typeof ZAdminGrantBody>;

export const ZAdminGrantResponse = z.object({
  user_id: z.uuid(),
  email: z.string(),
  entry: ZCreditLedgerEntry,
  balance: ZCreditBalance,
});
export type TAdminGrantResponse = z.infer<typeof ZAdminGrantResponse>;

/** GET /credits/admin/users?query= (admin): find a user and their balance. */
export const ZAdminCreditUsersQuery = z.object({
  query: z.string().trim().max(200).default(''),
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(CREDITS.historyPageSizeMax).default(20),
});
export type TAdminCreditUsersQuery = z.input<typeof ZAdminCreditUsersQuery>;

export const ZAdminCreditUser = z.object({
  user_id: z.uuid(),
  email: z.string(),
  username: z.string(),
  balance: ZCreditBalance,
  created_at: z.string(),
});
export type TAdminCreditUser = z.infer<typeof ZAdminCreditUser>;

export const ZAdminCreditUsersResponse = z.object({
  items: z.array(ZAdminCreditUser),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type TAdminCreditUsersResponse = z.infer<typeof ZAdminCreditUsersResponse>;

/** GET /credits/admin/users/:userId/history (admin): one user's ledger, paged like the user's own. */
export const ZAdminCreditUserParams = z.object({ userId: z.uuid() });
export type TAdminCreditUserParams = z.infer<typeof ZAdminCreditUserParams>;

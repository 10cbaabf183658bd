import { z } from 'zod';
import { PAYMENTS, TOP_UP_PACKS } from '../constants';
import { isSameSitePath } from './source-path';

const PACK_SIZES = TOP_UP_PACKS.map((row) => row.pack);

/**
 * POST /payments/checkout (signed in): starts paying for a pack. `pack` names the pack by its
 * price in Singapore dollars (1, 5 or 10); what it costs and gives is decided by the server.
 * `source_path` is where the buyer returns, with `?topup=success|cancelled&session_id=…`.
 */
export const ZCreateCheckoutRequest = z.object({
  pack: z
    .number()
    .int()
    .refine((value) => (PACK_SIZES as number[]).includes(value), 'pack must be 1, 5 or 10'),
  feature_name: z
    .string()
    .trim()
    .min(1)
    .max(PAYMENTS.featureNameMaxLength)
    .regex(/^[a-z][a-z0-9_]*$/, 'feature_name is a snake_case name'),
  source_path: z
    .string()
    .min(1)
    .max(PAYMENTS.sourcePathMaxLength)
    .refine(isSameSitePath, 'source_path must be a path on this site'),
  source_name: z.string().trim().max(PAYMENTS.sourceNameMaxLength),
});
export type TCreateCheckoutRequest = z.input<typeof ZCreateCheckoutRequest>;

export const ZCreateCheckoutResponse = z.object({
  /** Where to send the buyer: the provider's payment page. */
  checkout_url: z.url(),
  session_id: z.string(),
});
export type TCreateCheckoutResponse = z.infer<typeof ZCreateCheckoutResponse>;

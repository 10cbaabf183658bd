import { z } from 'zod';

/**
 * GET /payments/options (public): whether packs can be bought here, and whether it is the
 * development page where no money moves.
 */
export const ZPaymentOptionsResponse = z.object({
  available: z.boolean(),
  test_mode: z.boolean(),
  currency: z.string(),
  packs: z.array(
    z.object({
      pack: z.number().int(),
      credits: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type TPaymentOptionsResponse = z.infer<typeof ZPaymentOptionsResponse>;

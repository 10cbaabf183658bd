import { z } from 'zod';
import { ZCheckoutSessionStatus } from './payment-statuses';

/** GET /payments/checkout/:sessionId (signed in, the buyer only): whether the payment landed. */
export const ZCheckoutSessionParams = z.object({
  sessionId: z.string().min(1).max(255),
});

export const ZCheckoutSessionResponse = z.object({
  session_id: z.string(),
  status: ZCheckoutSessionStatus,
  pack: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TCheckoutSessionResponse = z.infer<typeof ZCheckoutSessionResponse>;

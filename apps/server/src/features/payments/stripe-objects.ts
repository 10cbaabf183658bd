import { z } from 'zod';

/** An expandable reference: Stripe sends the id, or the object when it was expanded. */
const ZReference = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

/** The parts of a Stripe event every handler reads; the rest is kept as it came. */
export const ZWebhookEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type TWebhookEnvelope = z.infer<typeof ZWebhookEnvelope>;

/** `data.object` of `checkout.session.*` events. */
export const ZCheckoutSessionObject = z.object({
  id: z.string().min(1),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_status: z.string(),
  payment_intent: ZReference,
  client_reference_id: z.string().nullish(),
});

/** `data.object` of `charge.refunded`. */
export const ZChargeObject = z.object({
  id: z.string().min(1),
  payment_intent: ZReference,
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  refunded: z.boolean(),
  currency: z.string(),
});

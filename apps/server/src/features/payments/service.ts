import { z } from 'zod';
import { PAYMENTS, TOP_UP_PACKS, type Language } from '@irreplaceable/contracts/constants';
import type {
  TCreateCheckoutRequest,
  TCreateCheckoutResponse,
} from '@irreplaceable/contracts/payments/create-checkout';
import type { TCheckoutSessionResponse } from '@irreplaceable/contracts/payments/get-checkout';
import type { TPaymentOptionsResponse } from '@irreplaceable/contracts/payments/get-payment-options';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { verifyWebhook } from '../../platform/payments/webhook-signature';
import { applyEvent } from './event-handlers';
import { paymentsRepository as repository, type WebhookEventRow } from './repository';
import { returnUrl } from './return-urls';
import { ZWebhookEnvelope } from './stripe-objects';

const PRODUCT_NAMES: Record<Language, (credits: number) => string> = {
  en: (credits) => `Irreplaceable: ${credits} credits`,
  zh: (credits) => `不可替代：${credits} 积分`,
};

export interface WebhookReceipt {
  /** Our row's id (the first delivery's, for a repeat). */
  id: string;
  duplicate: boolean;
  status: WebhookEventRow['status'];
}

/**
 * Buying packs: Checkout sessions priced from our table, and the webhooks that confirm or
 * refund them. `provider` is absent where payments are off (production without Stripe).
 */
export function createPaymentsService(deps: {
  db: Database;
  provider: PaymentProvider | undefined;
  webhookSecret: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, provider, webhookSecret, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Whether packs can be bought here, and at what price. */
    options(): TPaymentOptionsResponse {
      return {
        available: provider !== undefined,
        test_mode: provider?.kind === 'dev',
        currency: PAYMENTS.currency,
        packs: TOP_UP_PACKS.map(({ pack, credits, amount }) => ({ pack, credits, amount })),
      };
    },

    async createCheckout(
      userId: string,
      request: TCreateCheckoutRequest,
      language: Language,
    ): Promise<TCreateCheckoutResponse> {
      if (!provider) throw new AppError('payments_unavailable');
      const pack = TOP_UP_PACKS.find((row) => row.pack === request.pack);
      if (!pack) throw new AppError('validation_error', { field: 'pack' });
      const created = await provider.createCheckout({
        userId,
        pack: pack.pack,
        credits: pack.credits,
        amount: pack.amount,
        currency: PAYMENTS.currency,
        productName: PRODUCT_NAMES[language](pack.credits),
        successUrl: returnUrl(publicUrl, request.source_path, 'success'),
        cancelUrl: returnUrl(publicUrl, request.source_path, 'cancelled'),
        language,
      });
      await repository.insertSession(db, {
        id: created.id,
        userId,
        provider: provider.kind,
        pack: pack.pack,
        credits: pack.credits,
        amount: pack.amount,
        currency: PAYMENTS.currency,
        featureName: request.feature_name,
        sourcePath: request.source_path,
        sourceName: request.source_name,
      });
      return { checkout_url: created.url, session_id: created.id };
    },

    /** The buyer's own session; anyone else's is simply not found. */
    async checkout(userId: string, sessionId: string): Promise<TCheckoutSessionResponse> {
      const row = await repository.findSession(db, sessionId);
      if (!row || row.userId !== userId) throw new AppError('not_found');
      return {
        session_id: row.id,
        status: row.status,
        pack: row.pack,
        credits: row.credits,
        amount: row.amount,
        currency: row.currency,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
      };
    },

    /**
     * Verifies a delivery on its raw body, stores it and applies it, all in one transaction: a
     * failure part-way stores nothing, and the provider's retry starts afresh. A repeat of a
     * stored event id changes nothing and is answered like the first.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      const verified = await verifyWebhook(rawBody, signature, webhookSecret, now());
      const parsed = ZWebhookEnvelope.safeParse(verified);
      if (!parsed.success) throw new AppError('invalid_input');
      const event = parsed.data;
      const receipt = await db.transaction(async (tx) => {
        const id = await repository.claimEvent(tx, {
          eventId: event.id,
          type: event.type,
          payload: verified,
        });
        if (!id) return null;
        const settled = await repository.settleEvent(tx, id, await applyEvent(tx, event));
        return { id, duplicate: false, status: settled.status };
      });
      if (receipt) return receipt;
      const first = await repository.findEventByEventId(db, event.id);
      return { id: first!.id, duplicate: true, status: first!.status };
    },

    /**
     * Applies a stored event again (an administrator's retry, say once a refund can be covered).
     * A processed event is left as it is; any other is run through the same handlers, whose
     * conditional updates still credit a session once. Events are replayed one at a time.
     */
    async replayEvent(id: string): Promise<WebhookEventRow> {
      if (!z.uuid().safeParse(id).success) throw new AppError('not_found');
      return db.transaction(async (tx) => {
        const row = await repository.lockEvent(tx, id);
        if (!row) throw new AppError('not_found');
        if (row.status === 'processed') return row;
        const event = ZWebhookEnvelope.safeParse(row.payload);
        if (!event.success) throw new AppError('invalid_input');
        return repository.settleEvent(tx, id, await applyEvent(tx, event.data));
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentsService, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export const paymentsServices = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'payments',
      createPaymentsService({
        db: app.db,
        provider: app.deps.payments.provider,
        webhookSecret: app.deps.payments.webhookSecret,
        publicUrl: app.deps.config.publicUrl,
      }),
    );
  },
  { name: 'payments-services' },
);

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@irreplaceable/contracts/constants';
import { AppError } from '../../platform/errors/app-error';
import { createDevPayService } from './dev-pay-service';
import { renderDevPayNotFound, renderDevPayPage } from './dev-pay-page';
import { returnPath } from './return-urls';

const ZParams = z.object({ sessionId: z.string().min(1).max(255) });
const ZQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  notice: z.enum(['refund_held']).optional(),
});

/**
 * The development payment page (/dev/pay/:sessionId), registered only when payments run without
 * Stripe. Plain HTML forms, no script: Pay delivers a signed webhook to our own endpoint and
 * sends the buyer back to the page they bought from.
 */
export async function devPayRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.deps.config;
  const service = createDevPayService({
    db: app.db,
    webhookSecret: app.deps.payments.webhookSecret,
    deliver: async (body, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      return answer.statusCode;
    },
  });

  // The forms post an empty urlencoded body; only the address matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
    done(null, {}),
  );

  const languageOf = (request: { query: z.infer<typeof ZQuery>; language: Language }): Language =>
    request.query.lang ?? request.language;

  async function notFound(reply: FastifyReply, language: Language) {
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderDevPayNotFound(language));
  }

  /** Runs an action; a session that is not the development page's answers the HTML 404. */
  async function withSession<T>(
    reply: FastifyReply,
    language: Language,
    action: () => Promise<T>,
  ): Promise<T | FastifyReply> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return notFound(reply, language);
      throw error;
    }
  }

  const schema = { hide: true, params: ZParams, querystring: ZQuery };

  api.get('/dev/pay/:sessionId', { schema }, async (request, reply) => {
    const language = languageOf(request);
    return withSession(reply, language, async () => {
      const session = await service.session(request.params.sessionId);
      const html = renderDevPayPage({
        session,
        email: await service.buyerEmail(session.userId),
        language,
        backPath: returnPath(publicUrl, session.sourcePath, 'success', session.id),
        cancelPath: returnPath(publicUrl, session.sourcePath, 'cancelled', session.id),
        notice: request.query.notice,
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
  });

  api.post('/dev/pay/:sessionId/pay', { schema }, async (request, reply) =>
    withSession(reply, languageOf(request), async () => {
      const session = await service.pay(request.params.sessionId);
      return reply.redirect(returnPath(publicUrl, session.sourcePath, 'success', session.id), 303);
    }),
  );

  api.post('/dev/pay/:sessionId/cancel', { schema }, async (request, reply) =>
    withSession(reply, languageOf(request), async () => {
      const session = await service.session(request.params.sessionId);
      return reply.redirect(
        returnPath(publicUrl, session.sourcePath, 'cancelled', session.id),
        303,
      );
    }),
  );

  api.post('/dev/pay/:sessionId/refund', { schema }, async (request, reply) => {
    const language = languageOf(request);
    return withSession(reply, language, async () => {
      const session = await service.refund(request.params.sessionId);
      const held = session.status === 'completed' ? '&notice=refund_held' : '';
      return reply.redirect(
        `/dev/pay/${encodeURIComponent(session.id)}?lang=${language}${held}`,
        303,
      );
    });
  });
}

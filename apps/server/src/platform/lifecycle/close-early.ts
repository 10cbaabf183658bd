import type { FastifyInstance } from 'fastify';

/**
 * Starts `close` as soon as the server starts to close (preClose), beside the requests still in
 * flight rather than after them, and has the server's close wait for it (onClose): queues and the
 * work pool stop taking work at once and spend their grace time while requests finish.
 */
export function closeEarly(app: FastifyInstance, close: () => Promise<void>): void {
  let closing: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    closing = close();
    // Awaited in onClose; a failure there is the close's to report.
    closing.catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    await (closing ?? close());
  });
}

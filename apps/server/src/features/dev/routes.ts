import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { ZOutboxResponse } from '@irreplaceable/contracts/dev/get-outbox';
import { devOutbox } from '../../db/schema';

/** Development-only view of mail that was not really sent; not registered in production. */
export async function devRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dev/outbox',
      { schema: { tags: ['dev'], response: { 200: ZOutboxResponse } } },
      async () => {
        const rows = await app.db
          .select()
          .from(devOutbox)
          .orderBy(desc(devOutbox.createdAt))
          .limit(100);
        return rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        }));
      },
    );
}

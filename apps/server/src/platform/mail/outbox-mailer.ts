import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** Development mail: kept in the database and printed to the log instead of being sent. */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(devOutbox).values(message);
      log.info({ to: message.to, subject: message.subject }, `outbox mail:\n${message.text}`);
    },
  };
}

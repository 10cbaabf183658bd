import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea';

/**
 * The private file store's files in PostgreSQL, when there is no bucket: each file in parts of
 * at most 256 KB, numbered from 0, so no statement moves a whole file and no reader holds one.
 */
export const privateFileChunks = pgTable(
  'private_file_chunks',
  {
    storageKey: text('storage_key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storageKey, table.seq] })],
);

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { placeClusterTemplate } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The migrations folder sits at the server package root, both in source and in the built bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder not found');
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL in WebAssembly) stored in
 * `dataDir`, or in memory when `dataDir` is `memory://`. Migrations run before the handle returns.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  return handle;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite's PostgreSQL is 9 MB of WebAssembly. By default V8 compiles it twice, quickly (Liftoff)
  // and then its busy functions again, optimised (TurboFan) on background threads whose working
  // memory stays with the process: about 50 MB more at rest and 80 MB more at start. Measured on
  // this server's queries, the optimised code was no faster (PostgreSQL's time goes to copying
  // rows in and out), so it compiles once. The flag is read when the module is compiled, just below.
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location = dataDir;
  if (dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    if (!placeClusterTemplate(location)) fs.mkdirSync(location, { recursive: true });
  }
  // PostgreSQL's default 128 MB of shared buffers is sized for a shared server; the embedded
  // database serves one process, and the smaller pool saves about 110 MB of memory.
  const client = new PGlite(location, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'work_mem=4MB'],
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => pingWith(db as unknown as Database),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzle({ client: pool, schema });
  // Several instances may start at once: one migrates while the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => pingWith(db as unknown as Database),
    close: () => pool.end(),
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildApp, type AppDeps } from '../app';
import type { OidcClient } from '../platform/oidc/oidc-client';
import { createAnalyst } from '@irreplaceable/analyst/llm/create-analyst';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createBuiltinAssessmentEngine } from '@irreplaceable/analyst/assessment/builtin-engine';
import { createCvProseWriter } from '@irreplaceable/analyst/cv/llm/cv-prose';
import { createIndustryProseWriter } from '@irreplaceable/analyst/industry/industry-prose';
import { createCvTailorWriter } from '@irreplaceable/analyst/cv/llm/cv-tailor-writer';
import { createInProcessEventBus } from '../platform/events/event-bus';
import { createInProcessPresence } from '../realtime/presence';
import { createInProcessQueue } from '../platform/queue/in-process-queue';
import { currentAnalysisVersions } from '../features/jobs/analysis-versions';
import { createMemoryFileStore } from '../platform/files/memory-file-store';
import { createLocalPrivateFileStore } from '../platform/files/local-private-file-store';
import { createPostgresPrivateFileStore } from '../platform/files/postgres-private-file-store';
import { createPaymentProvider } from '../platform/payments/create-payment-provider';
import { createCallBudget } from '../platform/model-budget/create-call-budget';

/** The webhook secret of a test app whose environment names none. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_the_payment_tests_0001';

export { createPostgresDatabase };

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the machine's PostgreSQL too when DATABASE_URL_TEST is set. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL_TEST
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, empty PostgreSQL database for one test file, dropped again on close. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL_TEST!;
  const name = `irreplaceable_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /**
   * The folder of the private file store: what the composition root chooses on each database,
   * a folder (PGlite) or chunks (PostgreSQL), unless the test gives its own store.
   */
  privateFilesDir: string | undefined;
  close: () => Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    oidcClients?: AppDeps['oidcClients'];
    /** Share an existing PostgreSQL database (several instances of one deployment). */
    databaseUrl?: string;
    /** A database opened by the test itself (one written by older migrations, say). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const pgDatabase =
    kind === 'postgres' && !options.databaseUrl ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(pgDatabase && { DATABASE_URL: pgDatabase.url }),
    ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
    ...options.env,
  });
  // DATA_DIR is resolved to an absolute path by the config; keep PGlite in memory for tests.
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' }));
  // Made on the first upload, removed on close.
  const privateFilesDir =
    options.deps?.privateFiles || config.databaseUrl
      ? undefined
      : path.join(os.tmpdir(), `irreplaceable-private-${crypto.randomBytes(6).toString('hex')}`);
  const app = await buildApp({
    config,
    database,
    signingSecret: 'test-signing-secret-that-is-long-enough-000',
    version: 'test',
    oidcClients: options.oidcClients ?? ({} as Record<string, OidcClient>),
    allowedOrigins: [new URL(config.publicUrl).origin],
    logger: false,
    analyst: createAnalyst(analystConfigFromEnv(config.analystEnv), {
      budget: createCallBudget({
        limit: config.modelCallsPerDay,
        redis: options.deps?.redis,
        db: database.db,
      }),
    }),
    assessmentEngine: createBuiltinAssessmentEngine(),
    analysisVersions: currentAnalysisVersions,
    bus: createInProcessEventBus(),
    presence: createInProcessPresence(),
    queue: createInProcessQueue(config.generationConcurrency),
    analysisQueue: createInProcessQueue(config.generationConcurrency),
    cvProseWriter: createCvProseWriter(analystConfigFromEnv({})),
    industryProseWriter: createIndustryProseWriter(analystConfigFromEnv({})),
    cvTailorWriter: createCvTailorWriter(analystConfigFromEnv({})),
    fileStore: createMemoryFileStore(),
    privateFiles: privateFilesDir
      ? createLocalPrivateFileStore(privateFilesDir)
      : createPostgresPrivateFileStore(database.db),
    payments: {
      provider: createPaymentProvider(config),
      webhookSecret: config.payments?.webhookSecret ?? TEST_WEBHOOK_SECRET,
    },
    ...options.deps,
  });
  await app.users.seedAdmins(config.adminEmails);
  await app.ready();
  return {
    app,
    database,
    config,
    privateFilesDir,
    close: async () => {
      await app.close();
      await database.close();
      await pgDatabase?.drop();
      if (privateFilesDir) await fs.rm(privateFilesDir, { recursive: true, force: true });
    },
  };
}

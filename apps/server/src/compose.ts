import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { resolveSigningSecret, resolveStoredSecret } from './platform/auth/secrets';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import { OidcClient } from './platform/oidc/oidc-client';
import { serverRoot, serverVersion } from './server-paths';
import { createAnalyst } from '@irreplaceable/analyst/llm/create-analyst';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { getMatchIndex } from '@irreplaceable/analyst/matching/match-index';
import type { GateListener } from '@irreplaceable/analyst/llm/gate/gate-report';
import type { AttemptFailure } from '@irreplaceable/analyst/llm/call-model';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createAssessmentEngine } from '@irreplaceable/analyst/assessment/create-assessment-engine';
import { createCvProseWriter } from '@irreplaceable/analyst/cv/llm/cv-prose';
import { createIndustryProseWriter } from '@irreplaceable/analyst/industry/industry-prose';
import { createCvTailorWriter } from '@irreplaceable/analyst/cv/llm/cv-tailor-writer';
import { currentAnalysisVersions } from './features/jobs/analysis-versions';
import { createInProcessEventBus } from './platform/events/event-bus';
import { createRedisEventBus } from './platform/events/redis-event-bus';
import { createRedisReadCache } from './platform/cache/redis-read-cache';
import { createInProcessPresence } from './realtime/presence';
import { createRedisPresence } from './realtime/redis-presence';
import { createInProcessQueue } from './platform/queue/in-process-queue';
import { createBullmqQueue } from './platform/queue/bullmq-queue';
import { seedDemoJobs } from './seed/seed-demo-jobs';
import { seedDemoNews } from './seed/seed-demo-news';
import { createFileStore } from './platform/files/create-file-store';
import { createPrivateFileStore } from './platform/files/create-private-file-store';
import { checkNotStopped } from './platform/lifecycle/abortable';
import { createIdleCollector, touchingOnEachJob } from './platform/runtime/idle-collection';
import { createCallBudget } from './platform/model-budget/create-call-budget';

/**
 * The composition root: picks each adapter once from the configuration (PGlite or PostgreSQL,
 * outbox or SMTP, Redis or in-process, disk or bucket, private files on disk, in the bucket or
 * in PostgreSQL) and hands them to `buildApp`.
 */
export async function composeApp(
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; signal?: AbortSignal } = {},
): Promise<FastifyInstance> {
  const { signal } = options;
  checkNotStopped(signal);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Loaded only when configured: the embedded server never holds a Redis client.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const publicOrigin = new URL(config.publicUrl).origin;
  const bus = redis ? await createRedisEventBus(redis) : createInProcessEventBus();
  const readCache = redis ? await createRedisReadCache(redis) : undefined;
  const presence = redis ? createRedisPresence(redis) : createInProcessPresence();
  const idle = createIdleCollector();
  const queue = touchingOnEachJob(
    redis
      ? await createBullmqQueue({
          redis,
          concurrency: config.generationConcurrency,
          workers: config.workers,
        })
      : createInProcessQueue(config.generationConcurrency),
    idle,
  );
  const analysisQueue = touchingOnEachJob(
    redis
      ? await createBullmqQueue({
          redis,
          concurrency: config.generationConcurrency,
          workers: config.workers,
          name: 'personal-analysis',
        })
      : createInProcessQueue(config.generationConcurrency),
    idle,
  );
  const rewriteQueue = touchingOnEachJob(
    redis
      ? await createBullmqQueue({
          redis,
          concurrency: 1,
          workers: config.workers,
          name: 'page-rewrite',
          keepFinished: 0,
        })
      : createInProcessQueue(1),
    idle,
  );
  const fileStore = await createFileStore(config);
  const privateFiles = await createPrivateFileStore(config, database.db);
  const analystConfig = analystConfigFromEnv(config.analystEnv);
  // Model failures fall back to the built-in analyst without an error reaching anyone, so each one
  // is logged with its model, provider and reason. The app's logger exists only once it is built.
  let logModelFailure: (failure: AttemptFailure & { analyst?: string }) => void = () => {};
  const onAttemptFailed = (failure: AttemptFailure & { analyst?: string }) =>
    logModelFailure(failure);
  // Sentences the gate dropped from a model's text are counted in the log, never shown.
  let logGatedText: GateListener = () => {};
  const onTextGated: GateListener = (report) => logGatedText(report);
  let logBudgetFailure: (error: unknown) => void = () => {};
  // One budget for every writer that calls a model: pages, reviews, assessments, CV and industry.
  const budget = createCallBudget({
    limit: config.modelCallsPerDay,
    redis,
    db: database.db,
    onError: (error) => logBudgetFailure(error),
  });
  const modelDeps = { onAttemptFailed, onTextGated, budget };
  const app = await buildApp({
    config,
    database,
    closeLast: async () => {
      idle.stop();
      await database.close();
      await redis?.quit();
      fileStore.close?.();
      privateFiles.close?.();
    },
    redis,
    onEachResponse: () => idle.touch(),
    signingSecret: resolveSigningSecret(config.jwtSecret, config.dataDir),
    version: serverVersion(),
    oidcClients: config.google ? { google: new OidcClient(config.google) } : {},
    allowedOrigins: [publicOrigin, ...config.corsOrigins],
    webDistDir: config.webDistDir ?? path.resolve(serverRoot(), '..', 'web', 'dist'),
    logger: options.logger,
    analyst: createAnalyst(analystConfig, modelDeps),
    assessmentEngine: createAssessmentEngine(analystConfig, modelDeps),
    cvProseWriter: createCvProseWriter(analystConfig, modelDeps),
    industryProseWriter: createIndustryProseWriter(analystConfig, modelDeps),
    cvTailorWriter: createCvTailorWriter(analystConfig, modelDeps),
    analysisQueue,
    rewriteQueue,
    analysisVersions: currentAnalysisVersions,
    bus,
    readCache,
    presence,
    queue,
    fileStore,
    privateFiles,
    payments: {
      provider: createPaymentProvider(config),
      webhookSecret: resolveStoredSecret({
        configured: config.payments?.webhookSecret,
        dataDir: config.dataDir,
        fileName: 'payment-webhook-secret',
        prefix: 'whsec_',
      }),
    },
  });
  logModelFailure = (failure) =>
    app.log.warn(
      {
        model: failure.label,
        analyst: failure.analyst,
        attempt: failure.attempt,
        willRetry: failure.willRetry,
        reason: failure.reason,
      },
      'model call failed',
    );
  logGatedText = (report) => {
    if (report.dropped === 0 && report.builtin.length === 0) return;
    app.log.warn(
      {
        model: report.label,
        part: report.part,
        sentences: report.sentences,
        dropped: report.dropped,
        builtinSections: report.builtin,
      },
      'model text failed the gate in part',
    );
  };
  logBudgetFailure = (error) =>
    app.log.error({ err: error }, 'model request not counted, so not sent');
  try {
    checkNotStopped(signal);
    await app.users.backfillUsernameKeys();
    await app.users.seedAdmins(config.adminEmails);
    if (config.seedDemoContent) {
      await seedDemoJobs(app, { signal });
      checkNotStopped(signal);
      await seedDemoNews(app);
    }
    checkNotStopped(signal);
    // The occupation data and the title index behind every job page and search are built on first
    // use, seconds of work that would hold up every request in flight; an instance that did not
    // just seed (a restart, a second instance) builds them before it listens.
    getMatchIndex(loadKnowledge());
    // What the start left behind (the data files read, the seeding) goes with the first quiet.
    idle.touch();
    return app;
  } catch (error) {
    // Stopped or failed while starting: what was opened is closed, the database last.
    await app.close();
    throw error;
  }
}

import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import swagger from '@fastify/swagger';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { languageFromHeader } from '@irreplaceable/contracts/common/language';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TOAuthProvider } from '@irreplaceable/contracts/auth/oauth';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import {
  answerFrameworkError,
  errorBody,
  registerErrorHandling,
} from './platform/errors/error-handler';
import { AppError } from './platform/errors/app-error';
import { TokenService } from './platform/auth/tokens';
import { authenticatePlugin } from './platform/auth/authenticate';
import type { Mailer } from './platform/mail/mailer';
import { createOutboxMailer } from './platform/mail/outbox-mailer';
import { createSmtpMailer } from './platform/mail/smtp-mailer';
import type { OidcClient } from './platform/oidc/oidc-client';
import { securityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import { refuseNulCharacters } from './platform/http/refuse-nul';
import { ResponseLog } from './platform/http/request-log';
import { lazyRequestLogger } from './platform/http/request-logger';
import { createLeasedRateLimitStore } from './platform/http/leased-rate-limit-store';
import { limitByAddress } from './platform/http/address-rate-limit';
import { usersRoutes, usersService } from './features/users/routes';
import { authServices } from './features/auth/plugin';
import { authRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { siteRoutes } from './features/site/routes';
import { devRoutes } from './features/dev/routes';
import { realtimeHub } from './realtime/hub';
import { createFrameErrorLog, isClientFrameError } from './realtime/frame-error-log';
import type { Analyst } from '@irreplaceable/analyst/llm/create-analyst';
import type { EventBus } from './platform/events/event-bus';
import type { Presence } from './realtime/presence';
import type { GenerationQueue } from './platform/queue/generation-queue';
import { createInProcessReadCache, type ReadCache } from './platform/cache/read-cache';
import { jobsServices } from './features/jobs/plugin';
import { jobsRoutes } from './features/jobs/routes';
import { searchServices } from './features/search/plugin';
import { searchRoutes } from './features/search/routes';
import { analystsRoutes } from './features/analysts/routes';
import { jobPageMeta } from './features/jobs/open-graph';
import type { FileStore } from './platform/files/file-store';
import type { PrivateFileStore } from './platform/files/private-file-store';
import { createLocalFileStore } from './platform/files/local-file-store';
import { serveUploads } from './platform/files/serve-uploads';
import { newsServices } from './features/news/plugin';
import { newsRoutes } from './features/news/routes';
import { adminNewsRoutes } from './features/news/admin-routes';
import { newsPageMeta } from './features/news/open-graph';
import { seoServices } from './features/seo/plugin';
import { seoRoutes } from './features/seo/routes';
import { sitePageMeta } from './features/seo/site-page-meta';
import { renderedPageReads } from './rendered-page-reads';
import { sanitizeArticleHtml } from './features/news/sanitize-content';
import { inboxServices } from './features/inbox/plugin';
import { inboxRoutes } from './features/inbox/routes';
import { creditsServices } from './features/credits/plugin';
import { creditsRoutes } from './features/credits/routes';
import { creditsAdminRoutes } from './features/credits/admin-routes';
import { commentsServices } from './features/comments/plugin';
import { commentsRoutes } from './features/comments/routes';
import { assessmentsServices } from './features/assessments/plugin';
import { assessmentRoutes } from './features/assessments/routes';
import type { AssessmentEngine } from '@irreplaceable/analyst/assessment/types';
import type { CvProseWriter } from '@irreplaceable/analyst/cv/llm/cv-prose';
import type { IndustryProseWriter } from '@irreplaceable/analyst/industry/industry-prose';
import type { CvTailorWriter } from '@irreplaceable/analyst/cv/llm/cv-tailor-writer';
import { personalAnalysesServices } from './features/personal-analyses/plugin';
import { cvAnalysisServices } from './features/cv-analysis/plugin';
import { cvAnalysisRoutes } from './features/cv-analysis/routes';
import { industryAnalysisServices } from './features/industry-analysis/plugin';
import { industriesRoutes, industryAnalysisRoutes } from './features/industry-analysis/routes';
import { cvRoutes } from './features/cv/routes';
import { feedbackServices } from './features/feedback/plugin';
import { feedbackRoutes } from './features/feedback/routes';
import { adminDashboardRoutes } from './features/admin-dashboard/routes';
import { adminWebhookEventsRoutes } from './features/admin-webhook-events/routes';
import { paymentsServices } from './features/payments/plugin';
import { paymentsRoutes } from './features/payments/routes';
import { devPayRoutes } from './features/payments/dev-pay-routes';
import type { PaymentProvider } from './platform/payments/payment-provider';
import type { AnalystTasks, AnalystWorkPool, ServerWorkPool } from './platform/work/server-tasks';
import { createServerWorkPool } from './platform/work/create-server-work-pool';
import { ANALYST_MEMORY_MB } from './platform/work/run-analyst-job';
import { closeEarly } from './platform/lifecycle/close-early';
import { SHUTDOWN } from './platform/lifecycle/shutdown-budget';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  signingSecret: string;
  version: string;
  oidcClients: Partial<Record<TOAuthProvider, OidcClient>>;
  /** Origins allowed to receive OAuth redirects: the public URL and the CORS origins. */
  allowedOrigins: string[];
  redis?: Redis | undefined;
  mailer?: Mailer | undefined;
  analyst: Analyst;
  /** The job-fit assessment's engine: an LLM when configured, else the built-in one. */
  assessmentEngine: AssessmentEngine;
  /** The clock behind assessment expiry; tests move it forward. */
  assessmentClock?: (() => Date) | undefined;
  /** The formula and data versions a fresh analysis would carry; older pages are refreshed. */
  analysisVersions: () => { formulaVersion: string; dataVersion: string };
  bus: EventBus;
  /** Public reads ready to send; in-process when not given (one instance). */
  readCache?: ReadCache | undefined;
  /** Which connections have a live socket on any instance; closed by the hub. */
  presence: Presence;
  queue: GenerationQueue;
  /** Personal analyses (CV, industry) on a queue of their own, so job pages never wait on them. */
  analysisQueue: GenerationQueue;
  /**
   * Background rewrites of stale and fallback job pages, one at a time on a queue of their own,
   * so they never take the generation slots that people's searches wait for. In-process when not
   * given.
   */
  rewriteQueue?: GenerationQueue | undefined;
  /** Writes a CV analysis's words through a model when one is configured. */
  cvProseWriter: CvProseWriter;
  industryProseWriter: IndustryProseWriter;
  /** Rewords the CV editor's tailoring proposals; no model configured means ours stand. */
  cvTailorWriter: CvTailorWriter;
  /** The clock behind personal analyses' expiry and free days; tests move it forward. */
  analysisClock?: (() => Date) | undefined;
  webDistDir?: string | undefined;
  /**
   * Who takes payments (none: buying is off) and the secret their webhooks are signed with:
   * STRIPE_WEBHOOK_SECRET, or for the development page one kept in DATA_DIR.
   */
  payments: { provider: PaymentProvider | undefined; webhookSecret: string };
  /** Child processes for heavy work; made from the configuration when not given. */
  workPool?: ServerWorkPool | undefined;
  /** Child processes for the analyst's work; made from the configuration when not given. */
  analystWorkPool?: AnalystWorkPool | undefined;
  /** Uploaded files; DATA_DIR/uploads on the local disk when not given. */
  fileStore?: FileStore | undefined;
  /** Files only their owner reads (uploaded CVs): never in the database row, never public. */
  privateFiles: PrivateFileStore;
  logger?: FastifyServerOptions['logger'];
  /** Told as each response finishes (the idle collector's quiet period starts again). */
  onEachResponse?: (() => void) | undefined;
  /** Closes what the composition root opened (database, Redis), after everything else. */
  closeLast?: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    db: Database;
    tokens: TokenService;
    mailer: Mailer;
    bus: EventBus;
    readCache: ReadCache;
    queue: GenerationQueue;
    files: FileStore;
    /** Drawing PDFs and reading uploads, off the thread that answers requests. */
    work: ServerWorkPool;
    /** The built-in analyst's CV and industry analyses, off the thread that answers requests. */
    analystWork: AnalystWorkPool;
  }
  interface FastifyRequest {
    language: Language;
  }
}

/** The API's default limit counts each address's requests over this window. */
const RATE_LIMIT_WINDOW_MS = 60_000;
const RATE_LIMIT_PREFIX = 'irreplaceable-rate-limit:';

/**
 * Request ids: this process's random prefix and a counter, unique across instances and restarts
 * without drawing a random UUID for every request (a measurable share of a cached read).
 */
const requestIdPrefix = crypto.randomBytes(6).toString('base64url');
let requestCount = 0;
const nextRequestId = () => `${requestIdPrefix}-${(requestCount++).toString(36)}`;

/** Builds the whole HTTP application from its adapters; `main.ts` and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: nextRequestId,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // One line per response instead of Fastify's two per request.
    logController: new ResponseLog(deps.onEachResponse),
    childLoggerFactory: lazyRequestLogger,
  });
  // Close hooks run in the reverse of their order here: registered first, this one runs last,
  // once every queue, pool and buffered write is done with the database.
  if (deps.closeLast) app.addHook('onClose', deps.closeLast);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('deps', deps);
  app.decorate('db', deps.database.db);
  app.decorate('tokens', new TokenService(deps.signingSecret));
  app.decorate('bus', deps.bus);
  app.decorate('readCache', deps.readCache ?? createInProcessReadCache());
  app.decorate('queue', deps.queue);
  app.decorate(
    'files',
    deps.fileStore ?? createLocalFileStore(path.join(config.dataDir, 'uploads')),
  );
  app.decorate(
    'mailer',
    deps.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(deps.database.db, app.log)),
  );
  app.decorate(
    'work',
    deps.workPool ??
      createServerWorkPool(config.workPool, (failure) =>
        app.log.warn(failure, 'heavy work ended without an answer'),
      ),
  );
  app.decorate(
    'analystWork',
    deps.analystWorkPool ??
      createServerWorkPool<AnalystTasks>(
        {
          ...config.workPool,
          memoryMb: Math.max(config.workPool.memoryMb, ANALYST_MEMORY_MB),
        },
        (failure) => app.log.warn(failure, 'an analysis ended without an answer'),
      ),
  );
  app.decorateRequest('language', 'en');
  const setSecurityHeaders = securityHeaders();
  // What every request needs, in one hook: each hook is a step the busiest reads pass through.
  app.addHook('onRequest', (request, reply, done) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
    setSecurityHeaders(request.url, reply);
    done();
  });
  registerErrorHandling(app);
  refuseNulCharacters(app);

  await app.register(compress, { global: true, threshold: 1024 });
  // No origins configured means no cross-origin reads: nothing to register, rather than a hook on
  // every request that decides to add nothing (a preflight gets the same 404 either way).
  if (config.corsOrigins.length) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  const refusal = (request: FastifyRequest, statusCode = 429) => {
    const error = new AppError('rate_limited', {}, { status: statusCode });
    return Object.assign(
      error,
      errorBody(error, languageFromHeader(request.headers['accept-language'])),
    );
  };
  const LeasedStore = deps.redis && createLeasedRateLimitStore(deps.redis, RATE_LIMIT_PREFIX);
  // Routes with a limit of their own; the default one, per address, is counted by limitByAddress.
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    ...(LeasedStore && { store: LeasedStore }),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (request, context) => refusal(request, context.statusCode),
  });
  limitByAddress(app, {
    max: config.rateLimitMax,
    windowMs: RATE_LIMIT_WINDOW_MS,
    store: LeasedStore ? new LeasedStore({}) : new LocalStore(false, false),
    refusal,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Irreplaceable API', version: deps.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  const frameErrors = createFrameErrorLog(app.log);
  app.addHook('onClose', async () => frameErrors.close());
  const websocketOptions: WebsocketPluginOptions = {
    options: { maxPayload: 64 * 1024 },
    errorHandler: (error, socket, request) => {
      // What a client sent wrong is its own doing: ws has closed the socket with the matching
      // status, and one client may send thousands, so it is a throttled warning, not an error.
      if (isClientFrameError(error)) {
        frameErrors.report(error, request.ip);
        return;
      }
      request.log.error({ err: error }, 'websocket failed');
      socket.terminate();
    },
    // On close every socket hears why (1001, "going away"): the web app then reconnects to the
    // next instance, or retries until this one is back. The plugin's own closes say nothing.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(1001, 'Server shutting down');
      }
      this.server.removeAllListeners('upgrade');
      this.websocketServer.close(() => done());
    },
  };
  await app.register(authenticatePlugin);
  await app.register(usersService);
  await app.register(authServices);
  await app.register(jobsServices);
  await app.register(searchServices);
  await app.register(newsServices);
  await app.register(inboxServices);
  await app.register(creditsServices);
  await app.register(commentsServices);
  await app.register(assessmentsServices, {
    engine: deps.assessmentEngine,
    ...(deps.assessmentClock ? { now: deps.assessmentClock } : {}),
  });
  await app.register(personalAnalysesServices, { now: deps.analysisClock });
  await app.register(feedbackServices);
  await app.register(cvAnalysisServices);
  await app.register(industryAnalysisServices);
  await app.register(paymentsServices);
  await app.register(seoServices);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(jobsRoutes);
      await api.register(searchRoutes);
      await api.register(analystsRoutes);
      await api.register(newsRoutes);
      await api.register(adminNewsRoutes);
      await api.register(commentsRoutes);
      await api.register(inboxRoutes);
      await api.register(creditsRoutes);
      await api.register(creditsAdminRoutes);
      await api.register(assessmentRoutes);
      await api.register(cvAnalysisRoutes);
      await api.register(industriesRoutes);
      await api.register(industryAnalysisRoutes);
      await api.register(cvRoutes);
      await api.register(feedbackRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminWebhookEventsRoutes);
      if (config.devOutbox) await api.register(devRoutes);
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  if (deps.payments.provider?.kind === 'dev') await app.register(devPayRoutes);
  await app.register(realtimeHub, { websocket: websocketOptions });
  await serveUploads(app, app.files);
  await app.register(seoRoutes);
  await registerWebApp(
    app,
    deps.webDistDir,
    [sitePageMeta(app), jobPageMeta(app), newsPageMeta(app)],
    { pageReads: renderedPageReads, sanitizeArticleHtml },
  );

  // The pool stops taking jobs as soon as the server starts to close (jobs still waiting are
  // refused with 503, to be retried), while requests in flight may still be waiting on it.
  closeEarly(app, () => app.work.close(SHUTDOWN.poolJobsMs));
  closeEarly(app, () => app.analystWork.close(SHUTDOWN.poolJobsMs));
  app.addHook('onClose', async () => {
    await app.mailer.close?.();
    await app.readCache.close();
  });
  return app;
}

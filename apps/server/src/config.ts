import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ANALYST_ENV_VARIABLES } from '@irreplaceable/analyst/llm/analyst-env-variables';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';

const commaList = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  CORS_ORIGINS: commaList(),
  TRUST_PROXY: z.stringbool().default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: commaList('admin@example.com').pipe(z.array(z.email())),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Irreplaceable <no-reply@irreplaceable.local>'),
  DEV_OUTBOX: z.stringbool().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  CONTACT_EMAIL: z.email().default('hello@irreplaceable.local'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  SIGN_IN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // Generous: a mobile carrier or an office puts many people behind one address.
  WS_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WORKERS: z.stringbool().default(true),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  // Heavy work (drawing PDFs, reading uploads) runs in child processes: one core stays for requests.
  WORK_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, os.availableParallelism() - 1)),
  WORK_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(16),
  WORK_JOBS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  WORK_MEMORY_MB: z.coerce.number().int().min(96).max(16_384).default(256),
  SEARCH_DAILY_LIMIT_USER: z.coerce.number().int().positive().default(100),
  SEARCH_DAILY_LIMIT_ADDRESS: z.coerce.number().int().positive().default(60),
  SEARCH_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Off unless set: requests to model providers per UTC day, across every instance.
  LLM_DAILY_CALL_LIMIT: z.coerce.number().int().positive().optional(),
  LLM_ANON_NEW_PAGES_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(5),
  OTP_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  SEED_DEMO_CONTENT: z.stringbool().default(true),
  // The protocol allows 50,000; a smaller file is quicker to build and fetch.
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50_000).default(10_000),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_PUBLIC_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Another address for Stripe's API (a local stand-in such as stripe-mock); Stripe's own when unset. */
  STRIPE_API_URL: optionalUrl,
  DEV_PAYMENTS: z.stringbool().optional(),
});

const S3_CREDENTIALS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** Settings that mean someone wants a bucket (region and path style have harmless defaults). */
const S3_INTENT = [...S3_CREDENTIALS, 'S3_ENDPOINT', 'S3_PUBLIC_URL'] as const;

/** Rules across variables, checked on the raw values so they are reported with the others. */
function crossFieldProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push(
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: is required in production when instances share a database');
  }
  if (env.S3_BUCKET) {
    for (const name of S3_CREDENTIALS.filter((name) => !env[name])) {
      problems.push(`${name}: is required when S3_BUCKET is set`);
    }
  } else {
    const stray = S3_INTENT.filter((name) => env[name]);
    if (stray.length > 0) problems.push(`S3_BUCKET: is required when ${stray.join(', ')} is set`);
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set (payments are confirmed by signed webhooks)',
    );
  }
  if (env.STRIPE_API_URL && !env.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: is required when STRIPE_API_URL is set');
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && isOn(env.DEV_PAYMENTS)) {
    problems.push(
      'DEV_PAYMENTS: the development payment page gives credit for no money, so it cannot be on in production',
    );
  }
  return problems;
}

/** Read the way the schema reads a boolean variable. */
const isOn = (value: string | undefined) => z.stringbool().safeParse(value).data === true;

/**
 * Who takes payments: Stripe when both of its keys are set; else the development page where no
 * money moves (on outside production unless DEV_PAYMENTS=false); else nobody, and buying is off.
 * The development page signs its webhooks with STRIPE_WEBHOOK_SECRET when given, or with a secret
 * generated into DATA_DIR by the composition root.
 */
function paymentsConfig(env: z.infer<typeof ZEnv>) {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: 'stripe' as const,
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    };
  }
  if (env.DEV_PAYMENTS ?? env.NODE_ENV !== 'production') {
    return { provider: 'dev' as const, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  }
  return undefined;
}

export type Config = ReturnType<typeof toConfig>;

const ANALYST_ENV_NAMES = ANALYST_ENV_VARIABLES.map((variable) => variable.name);

function analystEnvFrom(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(ANALYST_ENV_NAMES.map((name) => [name, env[name]]));
}

function toConfig(env: z.infer<typeof ZEnv>, raw: Record<string, string | undefined>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const analystEnv = analystEnvFrom(raw);
  const llm = analystConfigFromEnv(analystEnv);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    jwtSecret: env.JWT_SECRET,
    adminEmails: env.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    devOutbox: env.DEV_OUTBOX ?? (!env.SMTP_URL && env.NODE_ENV !== 'production'),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    contactEmail: env.CONTACT_EMAIL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    /** Each sign-in route (code request, code check, Google sign-in) per address per minute. */
    signInPerMinute: env.SIGN_IN_RATE_PER_MINUTE,
    /** Open sockets one client address may hold on this instance; more are closed at once. */
    socketsPerAddress: env.WS_MAX_PER_ADDRESS,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    /** Whether this process runs job generation (an API-only instance in scaled mode may not). */
    workers: env.WORKERS,
    generationConcurrency: env.GENERATION_CONCURRENCY,
    /** The child processes for heavy work: how many, how many jobs wait, each one's memory. */
    workPool: {
      size: env.WORK_POOL_SIZE,
      queueMax: env.WORK_QUEUE_MAX,
      perUserMax: env.WORK_JOBS_PER_USER,
      memoryMb: env.WORK_MEMORY_MB,
    },
    searchLimits: {
      perUserPerDay: env.SEARCH_DAILY_LIMIT_USER,
      perAddressPerDay: env.SEARCH_DAILY_LIMIT_ADDRESS,
      perMinute: env.SEARCH_RATE_PER_MINUTE,
    },
    seedDemoContent: env.SEED_DEMO_CONTENT,
    /** Addresses per sitemap file; more pages than that make /sitemap.xml an index. */
    sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE,
    /** Uploads go to this S3-compatible bucket when set, else under DATA_DIR/uploads. */
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    otpPerAddressPerHour: env.OTP_PER_ADDRESS_PER_HOUR,
    payments: paymentsConfig(env),
    /** The LLM providers' variables, read by the analyst's own schema. */
    analystEnv,
    /** A page the built-in analyst wrote in a failed model's place is rewritten this long after. */
    fallbackRewriteMs: llm.fallbackRewriteMs,
    /**
     * Requests to model providers per UTC day for the whole deployment (retries and failures
     * included), or null for no cap; past it the built-in analyst writes, labelled.
     */
    modelCallsPerDay: env.LLM_DAILY_CALL_LIMIT ?? null,
    /** New pages a model writes for anonymous searches from one address per UTC day. */
    anonymousModelPagesPerAddress: env.LLM_ANON_NEW_PAGES_PER_ADDRESS_PER_DAY,
  };
}

function analystProblems(env: Record<string, string | undefined>): string[] {
  try {
    analystConfigFromEnv(analystEnvFrom(env));
    return [];
  } catch (error) {
    return (error instanceof Error ? error.message : String(error))
      .split('\n')
      .map((line) => line.replace(/^\s*-\s*/, '').trim())
      .filter((line) => line && !/^invalid/i.test(line));
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; every problem is reported together, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as copied from .env.example) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ZEnv.safeParse(present);
  const problems = [
    ...(result.error?.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`) ??
      []),
    ...crossFieldProblems(present),
    ...analystProblems(present),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return toConfig(result.data, present);
}

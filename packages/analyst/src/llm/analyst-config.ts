import { z } from 'zod';

/** dotenv and shells give '' for a variable that is declared but empty; that means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const withDefault = (fallback: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().default(fallback));
const milliseconds = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .positive({ error: 'must be more than 0' })
      .default(fallback),
  );
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The environment the analysts read. Exported so the server can merge it into its own config schema. */
export const ZAnalystEnv = z.object({
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_MODEL: withDefault('gpt-4.1'),
  OPENAI_BASE_URL: optional(httpUrl),
  ANTHROPIC_API_KEY: optional(z.string()),
  ANTHROPIC_MODEL: withDefault('claude-sonnet-4-0'),
  ANTHROPIC_BASE_URL: optional(httpUrl),
  GOOGLE_GENERATIVE_AI_API_KEY: optional(z.string()),
  GOOGLE_MODEL: withDefault('gemini-2.5-flash'),
  GOOGLE_BASE_URL: optional(httpUrl),
  DEEPSEEK_API_KEY: optional(z.string()),
  DEEPSEEK_MODEL: withDefault('deepseek-reasoner'),
  DEEPSEEK_BASE_URL: optional(httpUrl),
  LLM_BASE_URL: optional(httpUrl),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  LLM_TIMEOUT_MS: milliseconds(60_000),
  LLM_INTERACTIVE_TIMEOUT_MS: milliseconds(8_000),
  LLM_FALLBACK_REWRITE_MS: milliseconds(60 * 60_000),
});
export type TAnalystEnv = z.infer<typeof ZAnalystEnv>;

/** One provider with its own key. */
export interface ProviderSettings {
  apiKey: string;
  model: string;
  baseURL: string | undefined;
}

export interface AnalystConfig {
  openai: ProviderSettings | null;
  anthropic: ProviderSettings | null;
  google: ProviderSettings | null;
  deepseek: ProviderSettings | null;
  /** An OpenAI-compatible server that serves every analyst whose provider has no key. */
  compatible: { baseURL: string; apiKey: string | undefined; model: string } | null;
  timeoutMs: number;
  /** The budget of a model call a person is waiting on (assessment steps, CV and industry words). */
  interactiveTimeoutMs: number;
  /** How long a page the built-in analyst wrote in a model's place stands before it is rewritten. */
  fallbackRewriteMs: number;
}

const provider = (apiKey: string | undefined, model: string, baseURL: string | undefined) =>
  apiKey ? { apiKey, model, baseURL } : null;

/** Turns a parsed environment into the analysts' configuration. */
export function analystConfigFromParsedEnv(env: TAnalystEnv): AnalystConfig {
  return {
    openai: provider(env.OPENAI_API_KEY, env.OPENAI_MODEL, env.OPENAI_BASE_URL),
    anthropic: provider(env.ANTHROPIC_API_KEY, env.ANTHROPIC_MODEL, env.ANTHROPIC_BASE_URL),
    google: provider(env.GOOGLE_GENERATIVE_AI_API_KEY, env.GOOGLE_MODEL, env.GOOGLE_BASE_URL),
    deepseek: provider(env.DEEPSEEK_API_KEY, env.DEEPSEEK_MODEL, env.DEEPSEEK_BASE_URL),
    compatible:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseURL: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : null,
    timeoutMs: env.LLM_TIMEOUT_MS,
    interactiveTimeoutMs: env.LLM_INTERACTIVE_TIMEOUT_MS,
    fallbackRewriteMs: env.LLM_FALLBACK_REWRITE_MS,
  };
}

/**
 * Problems that involve two variables, checked on the raw values so they are reported together
 * with the single-variable ones (zod skips refinements of an object that already has issues).
 */
function crossCheck(env: Record<string, string | undefined>): string[] {
  return env.LLM_BASE_URL && !env.LLM_MODEL
    ? ['- LLM_MODEL: is required when LLM_BASE_URL is set']
    : [];
}

/**
 * Reads the analysts' configuration from an env-like object. Throws one error that lists every
 * problem; the messages name variables, never their values, so a key cannot reach a log.
 */
export function analystConfigFromEnv(env: Record<string, string | undefined>): AnalystConfig {
  const parsed = ZAnalystEnv.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`)),
    ...crossCheck(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid LLM analyst configuration:\n${problems.join('\n')}`);
  }
  return analystConfigFromParsedEnv(parsed.data);
}

import {
  completionReply,
  chatSchemaOf,
  promptOf,
} from '@irreplaceable/analyst/llm/testing/fake-providers';
import {
  startLoopbackServer,
  type Reply,
} from '@irreplaceable/analyst/llm/testing/loopback-server';
import { sampleFromSchema } from '@irreplaceable/analyst/llm/testing/sample-from-schema';

/**
 * How the stand-in answers: a well-formed answer (`happy`), the same after `slowMs` (`slow`), a
 * server error, a rate limit or an overload with a Retry-After of `retryAfterSeconds`, no answer
 * at all (`hang`), a message that is not JSON (`garbage`), JSON that breaks the schema asked for
 * (`schema-violating`), or a well-formed answer whose text is hostile (an outside tracking image
 * and link, a made-up rate).
 */
export type StandInMode =
  'happy' | 'slow' | '500' | '429' | '503' | 'hang' | 'garbage' | 'schema-violating' | 'hostile';

export interface OpenAiStandIn {
  /** The address to give LLM_BASE_URL, ending in /v1. */
  baseUrl: string;
  mode: StandInMode;
  retryAfterSeconds: number;
  /** How long a `slow` answer takes. */
  slowMs: number;
  /** When each chat completion arrived (ms since the epoch), in order. */
  requestTimes: number[];
  /** What each request asked, system prompt included. */
  prompts: string[];
  /**
   * Reshapes a well-formed or hostile answer before it is sent, by the name of the schema asked
   * for (`job_page_text`, `analyst_review`, …): a model that gets one part wrong.
   */
  reshape?: (schemaName: string, answer: unknown) => unknown;
  close(): Promise<void>;
}

const HOSTILE_TEXT =
  'This job is worthless, rate 0. AI replacement rate is 99%. ' +
  '![pixel](https://tracker.example.net/p.gif) [claim your prize](https://tracker.example.net/win)';

type Schema = Parameters<typeof sampleFromSchema>[0];

/** A well-formed answer whose every free text is hostile; a value from a fixed list stays one. */
function hostileSample(schema: Schema): unknown {
  const poison = (value: unknown, at: Schema | undefined): unknown => {
    const shape = at?.anyOf?.[0] ?? at;
    if (typeof value === 'string')
      return value.startsWith('https://') || shape?.enum ? value : HOSTILE_TEXT;
    if (Array.isArray(value)) return value.map((item) => poison(item, shape?.items));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, poison(inner, shape?.properties?.[key])]),
      );
    }
    return value;
  };
  return poison(sampleFromSchema(schema, 'stand-in'), schema);
}

function answer(
  standIn: OpenAiStandIn,
  request: Parameters<typeof chatSchemaOf>[0],
  index: number,
): Reply {
  const schema = () => chatSchemaOf(request);
  const reply = (value: unknown) => {
    const name = (request.body as { response_format?: { json_schema?: { name?: string } } })
      .response_format?.json_schema?.name;
    const shaped = standIn.reshape ? standIn.reshape(name ?? '', value) : value;
    return completionReply(JSON.stringify(shaped), index);
  };
  const error = (status: number, type: string): Reply => ({
    status,
    json: { error: { message: 'the stand-in was told to fail', type } },
    headers: { 'retry-after': String(standIn.retryAfterSeconds) },
  });
  switch (standIn.mode) {
    case 'hang':
      return { hang: true };
    case '500':
      return {
        status: 500,
        json: { error: { message: 'upstream failure', type: 'server_error' } },
      };
    case '429':
      return error(429, 'rate_limit_exceeded');
    case '503':
      return error(503, 'overloaded');
    case 'slow':
      return {
        ...completionReply(JSON.stringify(sampleFromSchema(schema(), 'stand-in')), index),
        delayMs: standIn.slowMs,
      };
    case 'garbage':
      return completionReply('Sure! Here is the analysis you asked for: the job is fine.', index);
    case 'schema-violating':
      return completionReply(JSON.stringify({ en: { description: 42 }, score: 'high' }), index);
    case 'hostile':
      return reply(hostileSample(schema()));
    case 'happy':
      return reply(sampleFromSchema(schema(), 'stand-in'));
  }
}

/**
 * A local OpenAI-compatible server for the API tests (no network): POST /v1/chat/completions
 * answers with JSON that matches the schema the request asked for, or fails as `mode` says.
 * The mode can change between requests.
 */
export async function startOpenAiStandIn(mode: StandInMode = 'happy'): Promise<OpenAiStandIn> {
  const standIn: OpenAiStandIn = {
    baseUrl: '',
    mode,
    retryAfterSeconds: 1,
    slowMs: 3_000,
    requestTimes: [],
    prompts: [],
    close: async () => undefined,
  };
  const server = await startLoopbackServer((request, index) => {
    if (request.method !== 'POST' || !request.path.endsWith('/chat/completions')) {
      return { status: 404, json: { error: { message: 'not found' } } };
    }
    standIn.requestTimes.push(Date.now());
    standIn.prompts.push(promptOf(request));
    return answer(standIn, request, index);
  });
  standIn.baseUrl = `${server.origin}/v1`;
  standIn.close = () => server.close();
  return standIn;
}

/** The environment that points every analyst at the stand-in. */
export const standInEnv = (standIn: OpenAiStandIn, model = 'stand-in-model') => ({
  LLM_BASE_URL: standIn.baseUrl,
  LLM_MODEL: model,
});

import type { RecordedRequest, Reply } from './loopback-server';
import { sampleFromSchema, type JsonSchema } from './sample-from-schema';

/** How a fake provider answers one request. */
export type Behaviour =
  'ok' | 'error-500' | 'error-429' | 'error-401' | 'hang' | 'invalid-json' | 'wrong-shape';

interface ChatBody {
  model: string;
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
  response_format?: { type: string; json_schema?: { name: string; schema: JsonSchema } };
}

interface MessagesBody {
  model: string;
  system?: { type: string; text: string }[] | string;
  messages: { role: string; content: { type: string; text?: string }[] | string }[];
  tools?: { name: string; input_schema: JsonSchema }[];
  tool_choice?: { type: string; name?: string };
}

const textOf = (content: string | { type: string; text?: string }[]) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('\n');

/** Everything a request told the model, system prompt included, as one string. */
export function promptOf(request: RecordedRequest): string {
  const body = request.body as ChatBody & MessagesBody;
  const system = body.system === undefined ? '' : textOf(body.system);
  return [system, ...body.messages.map((message) => textOf(message.content))].join('\n');
}

/**
 * The schema the SDK asked for: OpenAI-style JSON-schema response format, or, for providers
 * without it (DeepSeek), the schema the SDK writes into a system message.
 */
export function chatSchemaOf(request: RecordedRequest): JsonSchema {
  const body = request.body as ChatBody;
  if (body.response_format?.json_schema) return body.response_format.json_schema.schema;
  const marker = 'Return JSON that conforms to the following schema: ';
  const system = body.messages
    .map((message) => textOf(message.content))
    .find((text) => text.startsWith(marker));
  if (!system) throw new Error('The request carries no schema');
  return JSON.parse(system.slice(marker.length)) as JsonSchema;
}

function failure(behaviour: Behaviour, error: unknown): Reply | null {
  if (behaviour === 'hang') return { hang: true };
  if (behaviour === 'error-500') return { status: 500, json: error };
  if (behaviour === 'error-429') return { status: 429, json: error };
  if (behaviour === 'error-401') return { status: 401, json: error };
  return null;
}

function content(behaviour: Behaviour, schema: JsonSchema, author: string): string {
  if (behaviour === 'invalid-json') return '{"en": {"description": "cut off in the midd';
  if (behaviour === 'wrong-shape') return JSON.stringify({ en: { description: 42 } });
  return JSON.stringify(sampleFromSchema(schema, author));
}

/** A stand-in for POST /v1/chat/completions (OpenAI, DeepSeek, Ollama, vLLM). */
export function chatCompletions(author: string, behave: (index: number) => Behaviour = () => 'ok') {
  return (request: RecordedRequest, index: number): Reply => {
    if (request.method !== 'POST' || !request.path.endsWith('/chat/completions')) {
      return { status: 404, json: { error: { message: 'not found' } } };
    }
    const behaviour = behave(index);
    const failed = failure(behaviour, {
      error: { message: 'upstream failure', type: 'server_error' },
    });
    if (failed) return failed;
    const body = request.body as ChatBody;
    return {
      status: 200,
      json: {
        id: `chatcmpl-${index}`,
        object: 'chat.completion',
        created: 1_760_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: content(behaviour, chatSchemaOf(request), author),
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      },
    };
  };
}

/** A stand-in for POST /v1/messages, answering the SDK's JSON tool with a tool_use block. */
export function anthropicMessages(
  author: string,
  behave: (index: number) => Behaviour = () => 'ok',
) {
  return (request: RecordedRequest, index: number): Reply => {
    if (request.method !== 'POST' || !request.path.endsWith('/messages')) {
      return {
        status: 404,
        json: { type: 'error', error: { type: 'not_found_error', message: 'not found' } },
      };
    }
    const behaviour = behave(index);
    const failed = failure(behaviour, {
      type: 'error',
      error: { type: 'api_error', message: 'upstream failure' },
    });
    if (failed) return failed;
    const body = request.body as MessagesBody;
    const tool = body.tools?.find((candidate) => candidate.name === body.tool_choice?.name);
    if (!tool)
      return {
        status: 400,
        json: { type: 'error', error: { type: 'invalid_request_error', message: 'no tool' } },
      };
    return {
      status: 200,
      json: {
        id: `msg_${index}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [
          {
            type: 'tool_use',
            id: `toolu_${index}`,
            name: tool.name,
            // A tool input is always an object, so "invalid JSON" here is an object of the wrong shape.
            input:
              behaviour === 'ok'
                ? sampleFromSchema(tool.input_schema, author)
                : { en: { description: 42 } },
          },
        ],
        stop_reason: 'tool_use',
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 100 },
      },
    };
  };
}

interface GenerateContentBody {
  generationConfig?: { responseMimeType?: string; responseSchema?: JsonSchema };
}

/** A stand-in for POST /v1beta/models/{model}:generateContent (Google Generative AI). */
export function geminiGenerateContent(
  author: string,
  behave: (index: number) => Behaviour = () => 'ok',
) {
  return (request: RecordedRequest, index: number): Reply => {
    if (request.method !== 'POST' || !request.path.endsWith(':generateContent')) {
      return {
        status: 404,
        json: { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } },
      };
    }
    const behaviour = behave(index);
    const failed = failure(behaviour, {
      error: { code: 500, message: 'upstream failure', status: 'INTERNAL' },
    });
    if (failed) return failed;
    const schema = (request.body as GenerateContentBody).generationConfig?.responseSchema;
    if (!schema)
      return {
        status: 400,
        json: { error: { code: 400, message: 'no schema', status: 'INVALID_ARGUMENT' } },
      };
    return {
      status: 200,
      json: {
        candidates: [
          {
            content: { role: 'model', parts: [{ text: content(behaviour, schema, author) }] },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 100, totalTokenCount: 200 },
      },
    };
  };
}

/** An OpenAI chat completion whose message is `content`: what a model that answered sends. */
export function completionReply(content: string, index: number): Reply {
  return {
    status: 200,
    json: {
      id: `chatcmpl-${index}`,
      object: 'chat.completion',
      created: 1_760_000_000,
      model: 'test',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signIn } from '../../test/factories';
import { searchAndWait } from '../../test/jobs-fixtures';
import { createArticle } from '../../test/news-fixtures';
import { ROW_ID_MAX } from '@irreplaceable/contracts/common/row-id';

/**
 * Walks every operation of the OpenAPI document with hostile values in each path parameter, query
 * parameter and JSON body field, signed in as an administrator (so admin routes reach their
 * handlers) and anonymously. Whatever the value, the answer is ours: below 500, in the error shape.
 */

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  format?: string;
  minimum?: number;
  minLength?: number;
}

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  "$'",
  '$`',
  '$&',
  'x'.repeat(5000),
  '%',
  '%zz',
  '\u202egnp.exe',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  String(ROW_ID_MAX + 1),
  '-1',
  '1e309',
  'NaN',
  '',
  ' ',
];
const HOSTILE_NUMBERS = [ROW_ID_MAX + 1, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2];
const HOSTILE_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  "%24'",
  '%24%60',
  String(ROW_ID_MAX + 1),
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'x'.repeat(300),
  '%E2%80%AE',
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  'c1',
];

/** Routes whose effect would end the walk itself rather than test it. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/payments/webhook']);

function typeOf(schema: SchemaObject): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return variant ? typeOf(variant) : undefined;
}

/** The smallest value a schema would accept, as a starting point for one hostile field at a time. */
function sample(schema: SchemaObject | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (!schema.type && variant) return sample(variant, depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'walker@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) value[key] = sample(property, depth + 1);
      }
      return value;
    }
    case undefined:
    default:
      return null;
  }
}

/** Every body that differs from the sample in one field, set to one hostile value. */
function hostileBodies(schema: SchemaObject, base: Record<string, unknown>) {
  const bodies: Record<string, unknown>[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const type = typeOf(property);
    const values: unknown[] =
      type === 'string'
        ? HOSTILE_STRINGS
        : type === 'integer' || type === 'number'
          ? [...HOSTILE_NUMBERS, '\u0000']
          : type === 'array'
            ? [['\u0000'], Array.from({ length: 2000 }, () => "$'")]
            : type === 'object'
              ? [{ '\u0000': '\u0000' }, '\u0000']
              : ['\u0000'];
    for (const value of values) bodies.push({ ...base, [key]: value });
  }
  return bodies;
}

describe('every operation of the API, walked with hostile input', () => {
  let t: TestApp;
  let adminToken: string;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_MAX: '1000000', SIGN_IN_RATE_PER_MINUTE: '100000' },
    });
    // Row 1 of jobs and news exists, so routes that find it run past their lookups.
    await searchAndWait(t.app, 'software engineer');
    adminToken = (await signIn(t.app, 'admin@example.com', 'admin')).access_token;
    await createArticle(t.app, adminToken);
    const document = t.app.swagger() as { paths: typeof paths };
    paths = document.paths;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers every hostile request below 500, in the error shape', async () => {
    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, url: string, payload?: unknown, signedIn = true) => {
      requests += 1;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(payload !== undefined && { payload: payload as object }),
        headers: signedIn ? bearer(adminToken) : {},
      });
      const isError = response.statusCode >= 400;
      const shaped =
        !isError ||
        response.headers['content-type']?.toString().includes('application/json') !== true ||
        typeof response.json<{ error_type?: unknown }>().error_type === 'string';
      if (response.statusCode >= 500 || !shaped) {
        failures.push(`${method.toUpperCase()} ${url} -> ${response.statusCode} ${response.body}`);
      }
    };

    for (const [template, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (SKIPPED.has(`${method.toUpperCase()} ${template}`)) continue;
        const parameters = operation.parameters ?? [];
        const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const fill = (name: string, value: string) =>
          template.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? value : '1'));
        const url = fill('', '');
        const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
        const base = jsonSchema ? (sample(jsonSchema) as Record<string, unknown>) : undefined;

        for (const name of pathNames) {
          for (const segment of HOSTILE_PATH_SEGMENTS) {
            await send(method, fill(name, segment), base);
            await send(method, fill(name, segment), base, false);
          }
        }
        for (const query of parameters.filter((p) => p.in === 'query')) {
          for (const value of [...HOSTILE_STRINGS, String(Number.MAX_SAFE_INTEGER + 2)]) {
            await send(method, `${url}?${query.name}=${encodeURIComponent(value)}`, base);
          }
        }
        if (jsonSchema && base && typeof base === 'object') {
          for (const body of hostileBodies(jsonSchema, base)) await send(method, url, body);
          await send(method, url, '\u0000');
          await send(method, url, { '\u0000': 1 });
        }
      }
    }

    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 240_000);
});
